import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/EmailVerifyOtp' }
export default meta

/** The six-digit code sent to the visitor's email. */
export const Default: StoryObj = viewStory({
  view: 'EmailVerifyOtp',
  data: { email: 'visitor@example.org' },
})
