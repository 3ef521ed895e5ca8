import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/UpdateEmailPrimaryOtp' }
export default meta

/** The code sent to the current address. */
export const Default: StoryObj = viewStory({
  view: 'UpdateEmailPrimaryOtp',
  account: 'embedded',
  data: { email: 'visitor@example.org', newEmail: 'new@example.org' },
})
