import type { AirlockCore } from '../createAirlockCore'
import type { SIWXSession } from '../options/types'

/**
 * Records the sign-in-with-X sessions of the connected account; an empty list means not signed
 * in, which with `siwx.required` keeps the sign view from closing.
 *
 * @example
 * setSiwxSessions(core, await siwx.getSessions(caipNetworkId, address))
 */
export function setSiwxSessions(core: AirlockCore, sessions: readonly SIWXSession[]): void {
  core.state.siwx.sessions = [...sessions]
}
