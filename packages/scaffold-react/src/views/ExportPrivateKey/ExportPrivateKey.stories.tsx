import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ExportPrivateKey' }
export default meta

/** The frame shows the key over the modal body. */
export const Default: StoryObj = viewStory({ view: 'ExportPrivateKey', account: 'embedded' })
