import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/UpdateEmailWallet' }
export default meta

/** Changing the embedded wallet's email. */
export const Default: StoryObj = viewStory({ view: 'UpdateEmailWallet', account: 'embedded' })
