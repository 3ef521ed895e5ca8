import { PAIRING_LIFETIME_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'

/**
 * Stores a new WalletConnect pairing URI; it expires 240000 ms after `now`.
 *
 * @example
 * setWcUri(core, 'wc:abc@2?relay-protocol=irn&symKey=...')
 */
export function setWcUri(core: AirlockCore, uri: string, now: number = Date.now()): void {
  core.state.connection.wcUri = uri
  core.state.connection.wcPairingExpiry = now + PAIRING_LIFETIME_MS
}
