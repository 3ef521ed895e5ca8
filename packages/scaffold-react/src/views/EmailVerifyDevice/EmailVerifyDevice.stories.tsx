import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/EmailVerifyDevice' }
export default meta

/** A new device: approve it from the email. */
export const Default: StoryObj = viewStory({
  view: 'EmailVerifyDevice',
  data: { email: 'visitor@example.org' },
})
