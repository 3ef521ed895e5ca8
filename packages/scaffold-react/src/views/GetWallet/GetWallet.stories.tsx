import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/GetWallet' }
export default meta

/** Wallets to get. */
export const Default: StoryObj = viewStory({ view: 'GetWallet' })

/** The registry's wallets still on their way: placeholder rows. */
export const Loading: StoryObj = viewStory({ view: 'GetWallet', pendingRoutes: ['/getWallets'] })
