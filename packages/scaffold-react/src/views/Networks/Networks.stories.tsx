import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Networks' }
export default meta

/** The configured networks, the active one marked. */
export const Default: StoryObj = viewStory({ view: 'Networks', account: 'wallet' })
