import type { Meta, StoryObj } from '@storybook/react-vite'
import { click, type } from '../../../.storybook/modalPlay'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/WalletSend' }
export default meta

/** The send form: token, amount, receiver. */
export const Default: StoryObj = viewStory({ view: 'WalletSend', account: 'wallet' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'WalletSend', account: 'wallet', locale: 'ar' })

/** Max filled in and a receiver that is neither an address nor a name: the form's errors. */
export const Filled: StoryObj = {
  ...viewStory({ view: 'WalletSend', account: 'wallet', locale: 'en' }),
  play: async ({ canvasElement }) => {
    await click(canvasElement, 'button', 'Max')
    await type(canvasElement, 'To', '0x1234')
  },
}

/** The balances to send from still on their way: placeholder rows. */
export const Loading: StoryObj = viewStory({
  view: 'WalletSend',
  account: 'wallet',
  pendingRoutes: ['/balance'],
})
