import type { SIWEConfig } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ConnectingSiwe' }
export default meta

/** TEST DOUBLE of a dapp's legacy sign-in-with-Ethereum config: nobody is signed in. */
const siweConfig: SIWEConfig = {
  required: true,
  getNonce: async () => 'storynonce1',
  createMessage: (args) => `${args.domain} wants you to sign in with ${args.address}`,
  verifyMessage: async () => true,
  getSession: async () => null,
  signOut: async () => true,
}

/** A legacy `siweConfig` dapp: core opens this view after connecting. */
export const Default: StoryObj = viewStory({
  view: 'ConnectingSiwe',
  account: 'wallet',
  options: { siweConfig },
  open: async ({ airlock }) => {
    const { state } = airlock.core
    while (!(state.modal.open && state.router.history.at(-1) === 'ConnectingSiwe'))
      await new Promise((resolve) => setTimeout(resolve, 10))
  },
})
