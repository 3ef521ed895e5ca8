import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/WalletReceive' }
export default meta

/** The account's address, its QR code and the networks it receives on. */
export const Default: StoryObj = viewStory({ view: 'WalletReceive', account: 'wallet' })
