import type { AirlockCore } from '../createAirlockCore'
import { revokeWithSessionKey } from './revokePermissions'

/**
 * On disconnect: every permission this instance granted is given up by its session key, all at
 * once. Never rejects: a failure is not the visitor's problem (they asked to disconnect). The
 * caller decides how long to wait (disconnect: at most 100 ms).
 *
 * @example
 * await revokeHeldPermissions(core)
 */
export async function revokeHeldPermissions(core: AirlockCore): Promise<void> {
  const held = [...core.internals.smartSessions.values()]
  core.internals.smartSessions.clear()
  await Promise.all(
    held.map((permission) => revokeWithSessionKey(core, permission).catch(() => undefined)),
  )
}
