import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ConnectWallets' }
export default meta

/** Every way to connect a wallet (from a collapsed Connect view). */
export const Default: StoryObj = viewStory({ view: 'ConnectWallets' })

/** The registry's wallets still on their way: placeholder rows. */
export const Loading: StoryObj = viewStory({
  view: 'ConnectWallets',
  pendingRoutes: ['/getWallets'],
})
