import { PAIRING_EXPIRY_MARGIN_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'

/**
 * Whether the pairing URI must be replaced: there is none, or 10 s or less of its life remain.
 *
 * @example
 * if (isPairingExpired(core)) setWcUri(core, await createPairingUri())
 */
export function isPairingExpired(core: AirlockCore, now: number = Date.now()): boolean {
  const { wcUri, wcPairingExpiry } = core.state.connection
  if (wcUri === undefined || wcPairingExpiry === undefined) return true
  return wcPairingExpiry - now <= PAIRING_EXPIRY_MARGIN_MS
}
