import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'
import { pairWithWalletConnect, WALLET_CONNECT } from '../../../.storybook/walletConnectDouble'

const meta: Meta = { title: 'Views/ConnectingWalletConnect' }
export default meta

/** A registry wallet over WalletConnect: its QR code, open and get links (a pairing double). */
export const Default: StoryObj = viewStory({
  view: 'ConnectingWalletConnect',
  prepare: ({ adapter }) => pairWithWalletConnect(adapter),
  data: {
    connector: WALLET_CONNECT,
    wallet: {
      id: 'wallet-001',
      name: 'Wallet 001',
      image_id: 'image-001',
      rdns: 'com.example.wallet001',
      mobile_link: 'https://wallet-001.example/mobile',
      desktop_link: 'wallet001://',
      webapp_link: 'https://wallet-001.example',
    },
  },
})
