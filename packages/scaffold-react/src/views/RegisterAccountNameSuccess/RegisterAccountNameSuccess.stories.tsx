import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/RegisterAccountNameSuccess' }
export default meta

/** The name is registered. */
export const Default: StoryObj = viewStory({
  view: 'RegisterAccountNameSuccess',
  account: 'wallet',
  data: { name: 'visitor.airlock' },
})
