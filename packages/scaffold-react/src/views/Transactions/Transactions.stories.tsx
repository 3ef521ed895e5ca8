import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Transactions' }
export default meta

/** The account's activity, grouped by month (the cloud double's four transactions). */
export const Default: StoryObj = viewStory({ view: 'Transactions', account: 'wallet' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'Transactions', account: 'wallet', locale: 'ar' })

/** The history cannot be read: `Failed to fetch transactions` with Try again. */
export const HistoryDown: StoryObj = viewStory({
  view: 'Transactions',
  account: 'wallet',
  failingRoutes: ['/history'],
})

/** The history still on its way: placeholder rows. */
export const Loading: StoryObj = viewStory({
  view: 'Transactions',
  account: 'wallet',
  pendingRoutes: ['/history'],
})
