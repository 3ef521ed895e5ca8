import { describe, expect, test } from 'vitest'
import { isAuthenticateRequest } from './isAuthenticateRequest'

// SPEC.md §5: authenticated sessions need a non-empty chains list, uri, domain and nonce, and only
// the eip155 namespace (SPEC-READINGS: WalletConnect one-click authentication).
const good = {
  chains: ['eip155:1', 'eip155:8453'],
  uri: 'https://app.example',
  domain: 'app.example',
  nonce: 'k4m2x9q1w7',
  methods: [],
}

describe('isAuthenticateRequest', () => {
  test('eip155 chains, uri, domain and nonce: a request WalletConnect can send', () => {
    expect(isAuthenticateRequest(good)).toBe(true)
  })
  test('no chains, a solana chain, or a malformed chain id is refused', () => {
    expect(isAuthenticateRequest({ ...good, chains: [] })).toBe(false)
    expect(
      isAuthenticateRequest({
        ...good,
        chains: ['eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
      }),
    ).toBe(false)
    expect(isAuthenticateRequest({ ...good, chains: ['eip155:'] })).toBe(false)
  })
  test('an empty uri, domain or nonce is refused', () => {
    expect(isAuthenticateRequest({ ...good, uri: '' })).toBe(false)
    expect(isAuthenticateRequest({ ...good, domain: '' })).toBe(false)
    expect(isAuthenticateRequest({ ...good, nonce: '' })).toBe(false)
  })
})
