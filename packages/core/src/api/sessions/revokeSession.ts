import type { HttpClient } from '../../http/types'
import type { ApiErrorType, ApiRequestOptions } from '../types'

export type RevokeSessionParameters = ApiRequestOptions & {
  /** The account, as a CAIP-10 address. */
  id: string
  /** The permission-controller id of the session to revoke. */
  pci: string
  /** The account's signature over the revocation. */
  signature: string
}
export type RevokeSessionReturnType = undefined
export type RevokeSessionErrorType = ApiErrorType

/**
 * Revokes a permission session. `POST /v1/sessions/{id}/revoke` with `pci` and `signature`.
 *
 * @example
 * await revokeSession(blockchainClient, { id: 'eip155:1:0xabc...', pci, signature })
 */
export async function revokeSession(
  client: HttpClient,
  { id, pci, signature, signal }: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  await client.post({
    path: `/v1/sessions/${encodeURIComponent(id)}/revoke`,
    body: { pci, signature },
    signal,
  })
}
