import type { HttpClient } from '../../http/types'
import type { ApiErrorType, ApiRequestOptions } from '../types'

export type RegisterNameParameters = ApiRequestOptions & {
  /** ENSIP-11 coin type of the address, e.g. `60` for Ethereum mainnet. */
  coin_type: string | number
  address: string
  /** The signed message: JSON with `name`, optional `attributes` and `timestamp`. */
  message: string
  signature: string
}
export type RegisterNameReturnType = undefined
export type RegisterNameErrorType = ApiErrorType

/**
 * Registers an account name for an address. `POST /v1/profile/account` with `coin_type`,
 * `address`, `message` and `signature`. Resolves when the server accepts it.
 *
 * @example
 * const message = JSON.stringify({ name: 'ana.wallet.id', timestamp: Date.now() })
 * await registerName(blockchainClient, {
 *   coin_type: 60,
 *   address: '0xabc...',
 *   message,
 *   signature: await signMessage(message),
 * })
 */
export async function registerName(
  client: HttpClient,
  { coin_type, address, message, signature, signal }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  await client.post({
    path: '/v1/profile/account',
    body: { coin_type: String(coin_type), address, message, signature },
    signal,
  })
}
