import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/GetWallet' }
export default meta

/** Wallets to get. */
export const Default: StoryObj = viewStory({ view: 'GetWallet' })
