import type { AirlockCore } from '@airlock/core'
import type { EmbeddedWallet } from './types'

function isEmbeddedWallet(value: unknown): value is EmbeddedWallet {
  return (
    typeof value === 'object' &&
    value !== null &&
    'connectorId' in value &&
    typeof value.connectorId === 'string' &&
    'getSnapshot' in value &&
    typeof value.getSnapshot === 'function'
  )
}

/**
 * The embedded wallet of the core's adapters (the first adapter with an `embeddedWallet`), or
 * `undefined` when no adapter has one (then Connect shows no email or social section).
 *
 * @example
 * const wallet = getEmbeddedWallet(core)
 * await wallet?.connectEmail({ email: 'visitor@example.org' })
 */
export function getEmbeddedWallet(core: AirlockCore): EmbeddedWallet | undefined {
  for (const adapter of Object.values(core.adapters)) {
    const candidate: unknown =
      adapter && 'embeddedWallet' in adapter ? adapter.embeddedWallet : undefined
    if (isEmbeddedWallet(candidate)) return candidate
  }
  return undefined
}
