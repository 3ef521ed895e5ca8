import { HttpRequestError } from '../../errors/http'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, NameProfile } from '../types'
import { nameProfileSchema } from './nameProfileSchema'

export type GetNameProfileParameters = ApiRequestOptions & {
  /** The full name, e.g. `ana.wallet.id`. */
  name: string
}
/** The profile, or `undefined` when the name is not registered (404). */
export type GetNameProfileReturnType = NameProfile | undefined
export type GetNameProfileErrorType = ApiErrorType

/**
 * Looks a registered account name up. `GET /v1/profile/account/{name}`. A 404
 * means the name is free and resolves to `undefined`; other failures throw.
 *
 * @example
 * const profile = await getNameProfile(blockchainClient, { name: 'ana.wallet.id' })
 * if (!profile) console.log('available')
 */
export async function getNameProfile(
  client: HttpClient,
  { name, signal }: GetNameProfileParameters,
): Promise<GetNameProfileReturnType> {
  const path = `/v1/profile/account/${encodeURIComponent(name)}`
  try {
    const body = await client.get({ path, signal })
    return parseResponse(nameProfileSchema(), body, path)
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 404) return undefined
    throw error
  }
}
