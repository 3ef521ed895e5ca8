import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, Identity } from '../types'

export type GetIdentityParameters = ApiRequestOptions & {
  address: string
  /** The connected address asking, sent as `sender`. */
  sender?: string | undefined
}
export type GetIdentityReturnType = Identity
export type GetIdentityErrorType = ApiErrorType

/**
 * Name and avatar of an address. `GET /v1/identity/{address}` with `sender`. A
 * missing name or avatar reads as `null`.
 *
 * @example
 * const { name, avatar } = await getIdentity(blockchainClient, { address: '0xd8dA...6045' })
 */
export async function getIdentity(
  client: HttpClient,
  { address, sender, signal }: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  const path = `/v1/identity/${encodeURIComponent(address)}`
  const body = await client.get({ path, params: { sender }, signal })
  return parseResponse(schema(), body, path)
}

function schema(): z.ZodMiniType<Identity> {
  return z.looseObject({
    name: z._default(z.nullable(z.string()), null),
    avatar: z._default(z.nullable(z.string()), null),
  })
}
