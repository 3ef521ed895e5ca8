import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/AccountSettings' }
export default meta

/** Settings of an embedded-wallet account. */
export const Default: StoryObj = viewStory({ view: 'AccountSettings', account: 'embedded' })

/** Settings of a browser wallet's account. */
export const Wallet: StoryObj = viewStory({ view: 'AccountSettings', account: 'wallet' })
