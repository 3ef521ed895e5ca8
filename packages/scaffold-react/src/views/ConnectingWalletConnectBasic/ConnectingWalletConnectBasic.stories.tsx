import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'
import { pairWithWalletConnect, WALLET_CONNECT } from '../../../.storybook/walletConnectDouble'

const meta: Meta = { title: 'Views/ConnectingWalletConnectBasic' }
export default meta

/** WalletConnect's own QR code, for any wallet (a pairing double). */
export const Default: StoryObj = viewStory({
  view: 'ConnectingWalletConnectBasic',
  prepare: ({ adapter }) => pairWithWalletConnect(adapter),
  data: { connector: WALLET_CONNECT },
})
