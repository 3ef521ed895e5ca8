import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/SwitchNetwork' }
export default meta

/** Networks, opened to switch. */
export const Default: StoryObj = viewStory({ view: 'SwitchNetwork', account: 'wallet' })
