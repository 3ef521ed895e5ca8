import { UniversalProvider } from '@walletconnect/universal-provider'
import { describe, expect, test } from 'vitest'
import { ConnectBeforeRequestError, SignClientNotInitializedError } from '../errors/connection'
import { createWalletConnectHub } from './createWalletConnectHub'
import { toWalletConnectError } from './toWalletConnectError'
import type { WalletConnectProvider } from './types'

// SPEC-READINGS "Messages": the SDK's `Sign Client not initialized` and `Please call connect()
// before request()` are ours. The errors here are the real SDK's, from a provider that was never
// started (`init` not called: no sign client, no session). Nothing reaches a network.
function unstarted(): WalletConnectProvider {
  const Provider = UniversalProvider as unknown as new (options: object) => WalletConnectProvider
  return new Provider({ projectId: 'p', relayUrl: 'ws://127.0.0.1:9' })
}

describe('toWalletConnectError', () => {
  test('a pairing on a provider whose sign client is missing: Sign Client not initialized', async () => {
    const hub = createWalletConnectHub()
    const error = await hub
      .pair(unstarted(), { eip155: { chains: ['eip155:1'], methods: [], events: [], rpcMap: {} } })
      .catch((thrown: unknown) => thrown)
    expect(error).toBeInstanceOf(SignClientNotInitializedError)
    expect((error as SignClientNotInitializedError).shortMessage).toBe(
      'Sign Client not initialized',
    )
    expect((error as SignClientNotInitializedError).cause).toBeInstanceOf(Error)
  })

  test('a request without a session: Please call connect() before request()', async () => {
    const provider = unstarted()
    const raw = await provider
      .request({ method: 'eth_accounts' }, 'eip155:1')
      .catch((thrown: unknown) => thrown)
    const error = toWalletConnectError(raw)
    expect(error).toBeInstanceOf(ConnectBeforeRequestError)
    expect((error as ConnectBeforeRequestError).shortMessage).toBe(
      'Please call connect() before request()',
    )
  })

  test('any other error is returned as it is', () => {
    const other = new Error('User rejected.')
    expect(toWalletConnectError(other)).toBe(other)
    expect(toWalletConnectError('text')).toBe('text')
  })
})
