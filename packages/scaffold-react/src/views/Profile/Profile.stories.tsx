import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Profile' }
export default meta

/** The account's profile and its accounts. */
export const Default: StoryObj = viewStory({ view: 'Profile', account: 'embedded' })
