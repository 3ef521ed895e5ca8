import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/Swap' }
export default meta

/** The swap form: the token to give, the token to get. */
export const Default: StoryObj = viewStory({ view: 'Swap', account: 'wallet' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'Swap', account: 'wallet', locale: 'ar' })
