import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/SwapPreview' }
export default meta

/** The swap, reviewed before the wallet signs. */
export const Default: StoryObj = viewStory({ view: 'SwapPreview', account: 'wallet' })
