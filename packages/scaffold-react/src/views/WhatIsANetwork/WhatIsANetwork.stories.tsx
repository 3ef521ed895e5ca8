import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/WhatIsANetwork' }
export default meta

/** Help: what a network is. */
export const Default: StoryObj = viewStory({ view: 'WhatIsANetwork' })
