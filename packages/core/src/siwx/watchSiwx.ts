import { subscribe } from 'valtio/vanilla'
import type { AirlockCore } from '../createAirlockCore'
import { getSiwxPair, samePair } from './getSiwxPair'
import type { SiwxPair } from './types'

/**
 * Runs sign-in when it is configured: after every connect and every account or network switch the
 * new pair's session is checked (the sign view opens without one), and a disconnect signs the last
 * account out through the store (a server-backed store revokes the session there). The checks
 * wait a task, so a connecting view that moves on when connected has done so first. Returns the
 * unsubscribe.
 */
export function watchSiwx(core: AirlockCore): () => void {
  let checked: SiwxPair | undefined
  let scheduled = false
  const tick = (): void => {
    scheduled = false
    const pair = getSiwxPair(core)
    if (pair) {
      if (samePair(pair, checked)) return
      checked = pair
      core.state.siwx.sessions = []
      core.state.siwx.status = 'idle'
      void import('../actions/checkSiwxSession').then(({ checkSiwxSession }) =>
        checkSiwxSession(core),
      )
      return
    }
    const namespace = checked?.chainId.split(':')[0]
    const status = namespace
      ? core.state.connection.status[namespace as keyof typeof core.state.connection.status]
      : undefined
    if (!checked || (status !== undefined && status !== 'disconnected')) return
    const ended = checked
    checked = undefined
    core.state.siwx.status = 'idle'
    void import('./getSiwxConfig')
      .then(({ getSiwxConfig }) => getSiwxConfig(core)?.revokeSession(ended.chainId, ended.address))
      .catch((error: unknown) => core.logger.warn('Airlock: Unable to sign out', error))
  }
  const schedule = (): void => {
    if (scheduled) return
    scheduled = true
    setTimeout(tick, 0)
  }
  const unsubscribes = [
    subscribe(core.state.chain, schedule),
    subscribe(core.state.connection, schedule),
  ]
  schedule()
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe()
  }
}
