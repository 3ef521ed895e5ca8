import type { AirlockCore } from '../createAirlockCore'
import { SiwxNotEnabledError } from '../errors/siwx'
import { failSiwxStart } from '../siwx/failSiwxStart'
import { getSiwxConfig, siwxView } from '../siwx/getSiwxConfig'
import { getSiwxPair, samePair } from '../siwx/getSiwxPair'
import { resetView } from './resetView'

/** `signed-in` when a session exists, `asked` when the sign view opened, `none` when not connected. */
export type CheckSiwxSessionReturnType = 'signed-in' | 'asked' | 'none'

export type CheckSiwxSessionErrorType = SiwxNotEnabledError

/**
 * Checks the connected account's sign-in on its active network: with a session, records it and
 * does nothing else; without one, opens the sign view (`SIWXSignMessage`, or `ConnectingSiwe` for
 * a legacy `siweConfig`). When the sessions cannot be read, sign-in cannot start: the alert
 * `A problem occurred while trying initialize authentication`, the wallet disconnected. Core runs
 * it after every connect and every account or network switch.
 *
 * @example
 * await checkSiwxSession(core) // 'signed-in' | 'asked' | 'none'
 */
export async function checkSiwxSession(core: AirlockCore): Promise<CheckSiwxSessionReturnType> {
  const siwx = getSiwxConfig(core)
  if (!siwx) throw new SiwxNotEnabledError()
  const pair = getSiwxPair(core)
  if (!pair) return 'none'
  let sessions: Awaited<ReturnType<typeof siwx.getSessions>>
  try {
    sessions = await siwx.getSessions(pair.chainId, pair.address)
  } catch (cause) {
    if (samePair(pair, getSiwxPair(core))) await failSiwxStart(core, cause)
    return 'none'
  }
  // The visitor moved on while the sessions were read: that pair is checked on its own.
  if (!samePair(pair, getSiwxPair(core))) return 'none'
  core.state.siwx.sessions = [...sessions]
  if (sessions.length > 0) return 'signed-in'
  core.state.siwx.status = 'idle'
  const view = siwxView(core)
  resetView(core, view)
  core.state.modal.open = true
  return 'asked'
}
