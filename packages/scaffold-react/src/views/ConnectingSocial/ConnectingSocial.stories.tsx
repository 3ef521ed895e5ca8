import type { Meta, StoryObj } from '@storybook/react-vite'
import { holdWindows, viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ConnectingSocial' }
export default meta

/** Signing in with a social account, its window open (a window double: no request leaves). */
export const Default: StoryObj = viewStory({
  view: 'ConnectingSocial',
  data: { socialProvider: 'google' },
  prepare: () => holdWindows(),
})
