import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureOnrampState, type OnrampState } from '../state/onrampState'

/**
 * Loads what the on-ramp can be paid with and can buy (`GET /v1/onramp/options`) into
 * `state.onramp.options`; a failure marks `optionsStatus: 'failed'` (the form then uses the
 * fallback limits, card 10-7500 and bank 10-25000, and its defaults, USD and ETH) and does not throw.
 *
 * @example
 * const { options } = await fetchOnrampOptions(core)
 */
export async function fetchOnrampOptions(core: AirlockCore): Promise<OnrampState> {
  const onramp = ensureOnrampState(core)
  onramp.optionsStatus = 'loading'
  try {
    const { getOnrampOptions } = await import('../api/onramp/getOnrampOptions')
    onramp.options = await getOnrampOptions(getApiClient(core, 'api'))
    onramp.optionsStatus = 'ready'
  } catch {
    onramp.optionsStatus = 'failed'
  }
  return onramp
}
