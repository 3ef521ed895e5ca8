import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ConnectSocials' }
export default meta

/** Every social login (from a collapsed Connect view). */
export const Default: StoryObj = viewStory({ view: 'ConnectSocials' })
