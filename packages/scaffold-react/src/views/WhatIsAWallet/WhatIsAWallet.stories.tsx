import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/WhatIsAWallet' }
export default meta

/** Help: what a wallet is. */
export const Default: StoryObj = viewStory({ view: 'WhatIsAWallet' })

/** The same in Arabic (right to left). */
export const Arabic: StoryObj = viewStory({ view: 'WhatIsAWallet', locale: 'ar' })
