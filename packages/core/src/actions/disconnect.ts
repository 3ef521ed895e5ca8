import { isChainNamespace } from '../caip/isChainNamespace'
import type { ChainNamespace } from '../caip/types'
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
 * Disconnects (SPEC.md §4): asks each namespace's adapter to end the session, then forgets the
 * connection locally in any case (status `disconnected`, stored connector id removed, account and
 * router reset), so the page never shows a session the visitor asked to end. If an adapter
 * failed, throws `Failed to disconnect` (SPEC.md §8) with the wallet's error as cause.
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
