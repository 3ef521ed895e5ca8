import type { Decorator, Preview } from '@storybook/react-vite'

/**
 * The page's height: the modal is `position: fixed`, so without it the story's page is 0 px tall
 * under Storybook's `overflow: hidden`, and axe takes every element of the modal for clipped (it
 * then checks no colour contrast at all).
 */
const withPageHeight: Decorator = (Story) => (
  <div style={{ minHeight: '100vh' }}>
    <Story />
  </div>
)

/**
 * Every story is a modal view (.storybook/viewStory.tsx): the modal draws its own themed root, so
 * the toolbar's theme and locale reach the core the story creates, not a decorator.
 */
const preview: Preview = {
  decorators: [withPageHeight],
  globalTypes: {
    theme: {
      description: 'Theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'The modal’s language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'de', title: 'Deutsch' },
          { value: 'ar', title: 'العربية (RTL)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    // axe in the Storybook UI too; CI runs it over every story (scripts/storybook-check.mjs).
    a11y: { test: 'error' },
  },
}

export default preview
