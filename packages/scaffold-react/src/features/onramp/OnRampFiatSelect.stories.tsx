import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/OnRampFiatSelect' }
export default meta

/** The currency to pay with. */
export const Default: StoryObj = viewStory({ view: 'OnRampFiatSelect', account: 'wallet' })
