import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/OnRampTokenSelect' }
export default meta

/** The token to buy. */
export const Default: StoryObj = viewStory({ view: 'OnRampTokenSelect', account: 'wallet' })
