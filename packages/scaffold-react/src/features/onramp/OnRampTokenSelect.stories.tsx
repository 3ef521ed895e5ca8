import { fetchOnrampOptions } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/OnRampTokenSelect' }
export default meta

/** The token to buy. */
export const Default: StoryObj = viewStory({ view: 'OnRampTokenSelect', account: 'wallet' })

/**
 * Reached from the buy form while the provider's tokens are still on their way: placeholder
 * rows (the form starts reading them; this view alone does not).
 */
export const Loading: StoryObj = viewStory({
  view: 'OnRampTokenSelect',
  account: 'wallet',
  pendingRoutes: ['/v1/onramp/options'],
  prepare: ({ airlock }) => {
    void fetchOnrampOptions(airlock.core)
  },
})
