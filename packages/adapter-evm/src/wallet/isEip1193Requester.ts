import type { Eip1193Requester } from './types'

/**
 * Whether `value` has an EIP-1193 `request` function (what a wagmi connector's `getProvider`
 * resolves to for injected and WalletConnect wallets).
 *
 * @example
 * if (isEip1193Requester(await connector.getProvider())) { ... }
 */
export function isEip1193Requester(value: unknown): value is Eip1193Requester {
  return (
    typeof value === 'object' &&
    value !== null &&
    'request' in value &&
    typeof value.request === 'function'
  )
}
