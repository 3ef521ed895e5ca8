import type { AirlockCore } from '../createAirlockCore'

/**
 * Forgets the WalletConnect pairing URI and its expiry (closing the modal does this).
 *
 * @example
 * resetWcUri(core)
 */
export function resetWcUri(core: AirlockCore): void {
  core.state.connection.wcUri = undefined
  core.state.connection.wcPairingExpiry = undefined
}
