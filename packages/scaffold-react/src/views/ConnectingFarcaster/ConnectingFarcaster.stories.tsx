import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ConnectingFarcaster' }
export default meta

/** Farcaster's QR code, waiting for approval. */
export const Default: StoryObj = viewStory({ view: 'ConnectingFarcaster' })
