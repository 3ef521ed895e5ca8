import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/SwapSelectToken' }
export default meta

/** Choosing a token to swap. */
export const Default: StoryObj = viewStory({ view: 'SwapSelectToken', account: 'wallet' })

/** The swap tokens still on their way: placeholder rows. */
export const Loading: StoryObj = viewStory({
  view: 'SwapSelectToken',
  account: 'wallet',
  pendingRoutes: ['/v1/convert/tokens'],
})
