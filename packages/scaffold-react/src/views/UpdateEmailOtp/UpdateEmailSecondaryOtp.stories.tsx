import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/UpdateEmailSecondaryOtp' }
export default meta

/** The code sent to the new address. */
export const Default: StoryObj = viewStory({
  view: 'UpdateEmailSecondaryOtp',
  account: 'embedded',
  data: { email: 'visitor@example.org', newEmail: 'new@example.org' },
})
