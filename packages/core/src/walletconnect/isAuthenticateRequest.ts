import type { WalletConnectAuthenticateRequest } from './types'

/**
 * Whether a one-click sign-in request is one WalletConnect can send: a non-empty list of eip155
 * chains only, and a non-empty uri, domain and nonce.
 *
 * @example
 * isAuthenticateRequest({ chains: ['eip155:1'], uri: 'https://app.example', domain: 'app.example', nonce: 'k4m2x9q1', methods: [] }) // true
 */
export function isAuthenticateRequest(request: WalletConnectAuthenticateRequest): boolean {
  const filled = (value: unknown): boolean => typeof value === 'string' && value.length > 0
  return (
    Array.isArray(request.chains) &&
    request.chains.length > 0 &&
    request.chains.every((chain) => /^eip155:\d+$/.test(chain)) &&
    filled(request.uri) &&
    filled(request.domain) &&
    filled(request.nonce)
  )
}
