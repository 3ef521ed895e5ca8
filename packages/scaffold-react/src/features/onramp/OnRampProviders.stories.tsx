import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/OnRampProviders' }
export default meta

/** Buying crypto: amount, currency, token and the provider's quote. */
export const Default: StoryObj = viewStory({ view: 'OnRampProviders', account: 'wallet' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({
  view: 'OnRampProviders',
  account: 'wallet',
  locale: 'ar',
})
