import type { Decorator, Preview } from '@storybook/react-vite'
import type { ReactElement } from 'react'
import { AirlockRoot } from '../src/AirlockRoot/AirlockRoot'
import { useStyles } from '../src/internal/useStyles'
import { storyCss } from './storyCss'

function StoryStyles(): ReactElement | null {
  useStyles(storyCss)
  return null
}

/**
 * Every story renders inside an AirlockRoot, as in a dapp: in the shadow root, with the toolbar's
 * theme (light, dark, or the OS) and direction. A story can pin either with `parameters`.
 */
const withAirlockRoot: Decorator = (Story, context) => {
  const theme = (context.parameters.theme ?? context.globals.theme) as string | undefined
  const dir = (context.parameters.dir ?? context.globals.dir ?? 'ltr') as 'ltr' | 'rtl'
  return (
    <AirlockRoot themeMode={theme === 'light' || theme === 'dark' ? theme : undefined} dir={dir}>
      <StoryStyles />
      {/* The theme's own surface behind every story: dark text on the host page's white canvas
          would otherwise be what Storybook (and axe's contrast rule) sees. */}
      <div className="al-story-canvas">
        <Story />
      </div>
    </AirlockRoot>
  )
}

const preview: Preview = {
  decorators: [withAirlockRoot],
  globalTypes: {
    theme: {
      description: 'Theme mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'os', title: 'Follow the OS' },
        ],
        dynamicTitle: true,
      },
    },
    dir: {
      description: 'Writing direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', dir: 'ltr' },
  parameters: {
    layout: 'centered',
    // Every story must pass axe in the browser too (the Vitest suite runs it over every story).
    a11y: { test: 'error' },
  },
}

export default preview
