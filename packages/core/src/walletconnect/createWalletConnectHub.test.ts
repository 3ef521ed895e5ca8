import { describe, expect, test } from 'vitest'
import { createWalletConnectHub } from './createWalletConnectHub'

describe('createWalletConnectHub', () => {
  test('proposes every registered namespace with chains, read at each pairing', () => {
    const hub = createWalletConnectHub()
    let chains = ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']
    hub.register('eip155', () => ({
      chains: ['eip155:1'],
      methods: ['personal_sign'],
      events: [],
      rpcMap: {},
    }))
    hub.register('solana', () => ({
      chains,
      methods: ['solana_signMessage'],
      events: [],
      rpcMap: {},
    }))
    expect(Object.keys(hub.getNamespaces())).toEqual(['eip155', 'solana'])
    chains = []
    // A namespace without a network is not proposed.
    expect(Object.keys(hub.getNamespaces())).toEqual(['eip155'])
  })
})
