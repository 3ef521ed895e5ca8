import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/SwitchAccountType' }
export default meta

/** Switching the embedded account between EOA and smart account. */
export const Default: StoryObj = viewStory({
  view: 'SwitchAccountType',
  account: 'embedded',
  prepare: ({ wallet }) => {
    wallet.test.set({ smartAccountEnabledNetworks: [1, 10] })
  },
})
