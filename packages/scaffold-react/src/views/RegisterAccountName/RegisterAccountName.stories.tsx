import type { Meta, StoryObj } from '@storybook/react-vite'
import { type } from '../../../.storybook/modalPlay'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/RegisterAccountName' }
export default meta

/** Choosing a name for the account. */
export const Default: StoryObj = viewStory({ view: 'RegisterAccountName', account: 'wallet' })

/** A name typed: its availability and the cloud double's suggestions. */
export const Typed: StoryObj = {
  ...viewStory({ view: 'RegisterAccountName', account: 'wallet', locale: 'en' }),
  play: async ({ canvasElement }) => {
    await type(canvasElement, 'Account name', 'visitor')
  },
}

/** A name too short for the rule. */
export const TooShort: StoryObj = {
  ...viewStory({ view: 'RegisterAccountName', account: 'wallet', locale: 'en' }),
  play: async ({ canvasElement }) => {
    await type(canvasElement, 'Account name', 'ab')
  },
}
