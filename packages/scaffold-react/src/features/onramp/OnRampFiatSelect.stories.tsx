import { fetchOnrampOptions } from '@airlock/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { viewStory } from '../../../.storybook/viewStory'

const meta: Meta = { title: 'Views/OnRampFiatSelect' }
export default meta

/** The currency to pay with. */
export const Default: StoryObj = viewStory({ view: 'OnRampFiatSelect', account: 'wallet' })

/**
 * Reached from the buy form while the provider's currencies are still on their way: placeholder
 * rows (the form starts reading them; this view alone does not).
 */
export const Loading: StoryObj = viewStory({
  view: 'OnRampFiatSelect',
  account: 'wallet',
  pendingRoutes: ['/v1/onramp/options'],
  prepare: ({ airlock }) => {
    void fetchOnrampOptions(airlock.core)
  },
})
