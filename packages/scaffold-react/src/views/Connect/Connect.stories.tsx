import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Connect' }
export default meta

/** A first visit: the wallet list, email and socials. */
export const Default: StoryObj = viewStory({ view: 'Connect' })

/** The same in Arabic: the modal mirrors (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'Connect', locale: 'ar' })

/** The registry is down: the installed and email/social ways still show. */
export const RegistryDown: StoryObj = viewStory({ view: 'Connect', failingRoutes: ['/getWallets'] })

/** The registry's wallets still on their way: placeholder rows where the wallets will be. */
export const Loading: StoryObj = viewStory({ view: 'Connect', pendingRoutes: ['/getWallets'] })
