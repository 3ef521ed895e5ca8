import { isChainNamespace } from '../caip/isChainNamespace'
import type { ChainNamespace } from '../caip/types'
import { WALLET_DISCONNECT_REVOKE_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { FailedToDisconnectError } from '../errors/connection'
import { clearConnection } from './clearConnection'
import { ConnectionEvents } from './connectionEvents'
import { trackEvent } from './trackEvent'

export type DisconnectParameters = {
  /** Default: every namespace that is connected or connecting. */
  namespace?: ChainNamespace
}

export type DisconnectErrorType = FailedToDisconnectError

/**
 * Disconnects: gives up the spending permissions granted through this instance
 * (waiting for that at most 100 ms), asks each namespace's adapter to end the session, then forgets the
 * connection locally in any case (status `disconnected`, stored connector id removed, account and
 * router reset), so the page never shows a session the visitor asked to end. If an adapter
 * failed, throws `Failed to disconnect` with the wallet's error as cause.
 *
 * @example
 * await disconnect(core)
 * await disconnect(core, { namespace: 'solana' })
 */
export async function disconnect(
  core: AirlockCore,
  parameters: DisconnectParameters = {},
): Promise<void> {
  const namespaces = parameters.namespace
    ? [parameters.namespace]
    : Object.entries(core.state.connection.status)
        .filter(([, status]) => status !== 'disconnected')
        .map(([namespace]) => namespace)
        .filter(isChainNamespace)

  // Spending permissions granted here end with the session (waited for at most 100 ms).
  // Loaded only when there is one (a dapp without smart sessions never fetches that code), and
  // waited for at most 100 ms from here, loading included: the revocations carry on after that.
  if (namespaces.includes('eip155') && core.internals.smartSessions.size > 0) {
    const revoking = import('./revokeHeldPermissions')
      .then(({ revokeHeldPermissions }) => revokeHeldPermissions(core))
      .catch(() => undefined)
    let timer: ReturnType<typeof setTimeout> | undefined
    await Promise.race([
      revoking,
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, WALLET_DISCONNECT_REVOKE_MS)
      }),
    ])
    clearTimeout(timer)
  }
  const failures: unknown[] = []
  await Promise.all(
    namespaces.map(async (namespace) => {
      try {
        await core.adapters[namespace]?.disconnect()
      } catch (error) {
        failures.push(error)
      }
      clearConnection(core, namespace)
    }),
  )

  if (failures.length === 0) {
    trackEvent(core, { event: ConnectionEvents.DISCONNECT_SUCCESS })
    return
  }
  const error = new FailedToDisconnectError({ cause: failures[0] })
  trackEvent(core, {
    event: ConnectionEvents.DISCONNECT_ERROR,
    properties: { message: error.details },
  })
  throw error
}
