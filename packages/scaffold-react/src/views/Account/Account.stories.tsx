import type { Meta, StoryObj } from '@storybook/react-vite'
import { click } from '../../../.storybook/modalPlay'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Account' }
export default meta

/** A browser wallet connected: balances, activity, actions. */
export const Default: StoryObj = viewStory({ view: 'Account', account: 'wallet' })

/** Signed in to the embedded wallet by email. */
export const Embedded: StoryObj = viewStory({ view: 'Account', account: 'embedded' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'Account', account: 'wallet', locale: 'ar' })

/** The Activity tab: the cloud double's four transactions. */
export const ActivityTab: StoryObj = {
  ...viewStory({ view: 'Account', account: 'wallet', locale: 'en' }),
  play: async ({ canvasElement }) => {
    await click(canvasElement, '[role="tab"]', 'Activity')
  },
}

/** The NFTs tab. */
export const NftsTab: StoryObj = {
  ...viewStory({ view: 'Account', account: 'wallet', locale: 'en' }),
  play: async ({ canvasElement }) => {
    await click(canvasElement, '[role="tab"]', 'NFTs')
  },
}

/** Balances cannot be read: `Token Balance Unavailable`. */
export const BalanceDown: StoryObj = viewStory({
  view: 'Account',
  account: 'wallet',
  failingRoutes: ['/balance'],
})

/** The balances still on their way: the Tokens tab's placeholder rows. */
export const Loading: StoryObj = viewStory({
  view: 'Account',
  account: 'wallet',
  pendingRoutes: ['/balance'],
})

/** The Activity tab with the history still on its way: placeholder rows. */
export const ActivityLoading: StoryObj = {
  ...viewStory({ view: 'Account', account: 'wallet', locale: 'en', pendingRoutes: ['/history'] }),
  play: async ({ canvasElement }) => {
    await click(canvasElement, '[role="tab"]', 'Activity')
  },
}

/** The NFTs tab with the NFTs still on their way: placeholder tiles. */
export const NftsLoading: StoryObj = {
  ...viewStory({ view: 'Account', account: 'wallet', locale: 'en', pendingRoutes: ['/nfts'] }),
  play: async ({ canvasElement }) => {
    await click(canvasElement, '[role="tab"]', 'NFTs')
  },
}
