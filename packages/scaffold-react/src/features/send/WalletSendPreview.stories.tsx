import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/WalletSendPreview' }
export default meta

/** 0.05 ETH to a registered name, reviewed before the wallet signs (core's send state given). */
export const Default: StoryObj = viewStory({
  view: 'WalletSendPreview',
  account: 'wallet',
  prepare: ({ airlock }) => {
    Object.assign(airlock.core.state.send, {
      token: {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        value: 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '1.0' },
        iconUrl: '',
      },
      sendTokenAmount: 0.05,
      receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      receiverProfileName: 'bob.airlock',
      gasPriceInUSD: 0.06,
    })
  },
})

/** Opened with nothing to send. */
export const Empty: StoryObj = viewStory({ view: 'WalletSendPreview', account: 'wallet' })
