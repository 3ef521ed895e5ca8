import type { AirlockCore } from '../createAirlockCore'

/**
 * Forgets the embedded session (when IS_CONNECTED says no, on sign-out and on an
 * error): the session keys and the kept token are deleted, and the state has no user.
 *
 * @example
 * forgetEmbeddedSession(core)
 */
export function forgetEmbeddedSession(core: AirlockCore): void {
  core.storage.clearEmbeddedSession()
  core.storage.setEmbeddedSessionToken(undefined)
  const embedded = core.state.embedded
  embedded.user = undefined
  embedded.socialProvider = undefined
  embedded.email = undefined
  embedded.socialUsername = undefined
  embedded.status = 'disconnected'
}
