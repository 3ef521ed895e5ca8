import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/BuyInProgress' }
export default meta

/** A purchase open in the provider's window. */
export const Default: StoryObj = viewStory({ view: 'BuyInProgress', account: 'wallet' })
