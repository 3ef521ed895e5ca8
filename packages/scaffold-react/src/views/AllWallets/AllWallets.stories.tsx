import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/AllWallets' }
export default meta

/** Every registry wallet, searchable. */
export const Default: StoryObj = viewStory({ view: 'AllWallets' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'AllWallets', locale: 'ar' })

/** The registry is down: the error state with Try again. */
export const RegistryDown: StoryObj = viewStory({
  view: 'AllWallets',
  failingRoutes: ['/getWallets'],
})

/** The first page of the registry still on its way: placeholder tiles. */
export const Loading: StoryObj = viewStory({ view: 'AllWallets', pendingRoutes: ['/getWallets'] })
