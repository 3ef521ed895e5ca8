import { requestEmbedded } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ApproveTransaction' }
export default meta

/** A message to sign, held by the embedded wallet's frame until the visitor approves there. */
export const Default: StoryObj = viewStory({
  view: 'ApproveTransaction',
  account: 'embedded',
  open: ({ airlock, wallet }) => {
    wallet.frame.holdRpc = true
    requestEmbedded(airlock.core, {
      method: 'personal_sign',
      params: ['0x48656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    }).catch(() => undefined)
  },
})
