import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/ConnectingExternal' }
export default meta

/** Waiting for the browser wallet to answer (its connect never settles here). */
export const Default: StoryObj = viewStory({
  view: 'ConnectingExternal',
  prepare: ({ adapter }) => {
    adapter.connect = () => new Promise(() => undefined)
  },
  open: ({ airlock, adapter }) => {
    const connector = adapter.getConnectors().find(({ type }) => type === 'INJECTED')
    airlock.open({ view: 'ConnectingExternal', data: connector ? { connector } : {} })
  },
})

/** The wallet said no. */
export const Declined: StoryObj = viewStory({
  view: 'ConnectingExternal',
  prepare: ({ adapter }) => {
    adapter.test.rejectConnect()
  },
  open: ({ airlock, adapter }) => {
    const connector = adapter.getConnectors().find(({ type }) => type === 'INJECTED')
    airlock.open({ view: 'ConnectingExternal', data: connector ? { connector } : {} })
  },
})
