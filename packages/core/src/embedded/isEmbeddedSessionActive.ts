import type { AirlockCore } from '../createAirlockCore'
import { forgetEmbeddedSession } from './forgetEmbeddedSession'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Whether a stored embedded session is still live. Without the login-used flag the frame is not
 * even loaded; IS_CONNECTED carries the token the frame last pushed (SESSION_UPDATE), if any;
 * IS_CONNECTED false or an error deletes the session keys and the token.
 *
 * @example
 * if (await isEmbeddedSessionActive(core)) await getEmbeddedUser(core, { chainId: 1 })
 */
export async function isEmbeddedSessionActive(core: AirlockCore): Promise<boolean> {
  if (!core.storage.getEmailLoginUsed()) return false
  const token = core.storage.getEmbeddedSessionToken()
  try {
    const { isConnected } = await requestEmbeddedFrame<{ isConnected: boolean }>(
      core,
      'IS_CONNECTED',
      token ? { token } : {},
    )
    if (!isConnected) forgetEmbeddedSession(core)
    return isConnected
  } catch {
    forgetEmbeddedSession(core)
    return false
  }
}
