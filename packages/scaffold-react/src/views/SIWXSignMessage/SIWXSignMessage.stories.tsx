import { type SIWXConfig, signSiwxMessage } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ViewStoryContext, viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/SIWXSignMessage' }
export default meta

/** TEST DOUBLE of a dapp's session store: no session, every sign-in kept in memory. */
function storySiwx(required: boolean): SIWXConfig {
  return {
    required,
    async createMessage({ chainId, accountAddress }) {
      const data = {
        chainId,
        accountAddress,
        domain: '127.0.0.1',
        uri: 'http://127.0.0.1',
        version: '1',
        nonce: 'storynonce1',
      }
      return { ...data, toString: () => `127.0.0.1 wants you to sign in with ${accountAddress}` }
    },
    addSession: async () => undefined,
    revokeSession: async () => undefined,
    setSessions: async () => undefined,
    getSessions: async () => [],
  }
}

/** Waits for core to open the sign view after connecting, as it does in the app. */
async function signViewOpened({ airlock }: ViewStoryContext): Promise<void> {
  const { state } = airlock.core
  while (!(state.modal.open && state.router.history.at(-1) === 'SIWXSignMessage'))
    await new Promise((resolve) => setTimeout(resolve, 10))
}

/** Connected, sign-in required: core opens the view; close is locked until signed in. */
export const Default: StoryObj = viewStory({
  view: 'SIWXSignMessage',
  account: 'wallet',
  options: { siwx: storySiwx(true) },
  open: signViewOpened,
})

/** The wallet refused the signature: `Signature declined`, and Sign to try again. */
export const Declined: StoryObj = viewStory({
  view: 'SIWXSignMessage',
  account: 'wallet',
  options: { siwx: storySiwx(false) },
  open: async (story) => {
    await signViewOpened(story)
    story.adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    await signSiwxMessage(story.airlock.core)
  },
})
