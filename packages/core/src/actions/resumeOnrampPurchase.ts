import type { AirlockCore } from '../createAirlockCore'
import { ensureOnrampState, type OnrampPurchase } from '../state/onrampState'
import { takeOnrampRedirect } from './takeOnrampRedirect'
import { watchOnrampPurchase } from './watchOnrampPurchase'

/**
 * Back from the provider after the page itself went there (the browser had blocked the
 * provider's window): takes this tab's record (`@airlock/ONRAMP_REDIRECT`, one use; ignored after
 * 30 minutes) and waits for that purchase again, `purchase.phase` `pending` until a new entry in
 * the account's on-ramp history makes it `completed` (then balances and Activity are fetched
 * again). Returns the purchase, or `undefined` when this tab has no record.
 *
 * @example
 * if (peekOnrampRedirect()) resumeOnrampPurchase(core)
 */
export function resumeOnrampPurchase(core: AirlockCore): OnrampPurchase | undefined {
  const record = takeOnrampRedirect()
  if (!record) return undefined
  const onramp = ensureOnrampState(core)
  onramp.purchase = {
    phase: 'pending',
    url: record.url,
    startedAt: record.startedAt,
    resumed: true,
  }
  const purchase = onramp.purchase
  watchOnrampPurchase(core, {
    purchase,
    url: record.url,
    popup: null,
    address: record.address,
    caipNetworkId: record.caipNetworkId,
    seen: new Set(record.seen),
  })
  return purchase
}
