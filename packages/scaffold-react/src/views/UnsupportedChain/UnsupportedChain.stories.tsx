import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/UnsupportedChain' }
export default meta

/** The wallet moved to a network the dapp does not support: core opens this view. */
export const Default: StoryObj = viewStory({
  view: 'UnsupportedChain',
  account: 'wallet',
  open: ({ adapter }) => {
    adapter.test.emitChainChanged('eip155:999')
  },
})
