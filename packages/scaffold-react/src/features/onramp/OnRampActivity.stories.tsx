import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/OnRampActivity' }
export default meta

/** The account's on-ramp purchases. */
export const Default: StoryObj = viewStory({ view: 'OnRampActivity', account: 'wallet' })

/** The purchases still on their way: placeholder rows. */
export const Loading: StoryObj = viewStory({
  view: 'OnRampActivity',
  account: 'wallet',
  pendingRoutes: ['/history'],
})
