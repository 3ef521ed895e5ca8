import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/WalletCompatibleNetworks' }
export default meta

/** The networks the account can use. */
export const Default: StoryObj = viewStory({
  view: 'WalletCompatibleNetworks',
  account: 'embedded',
})
