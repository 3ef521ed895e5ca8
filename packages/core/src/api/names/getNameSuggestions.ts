import * as z from 'zod/mini'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { ApiErrorType, ApiRequestOptions, NameSuggestions } from '../types'

export type GetNameSuggestionsParameters = ApiRequestOptions & {
  /** The wanted name. */
  name: string
}
export type GetNameSuggestionsReturnType = NameSuggestions
export type GetNameSuggestionsErrorType = ApiErrorType

/**
 * Free names close to the wanted one. `GET /v1/profile/suggestions/{name}`; each
 * suggestion has a `name`.
 *
 * @example
 * const { suggestions } = await getNameSuggestions(blockchainClient, { name: 'ana' })
 */
export async function getNameSuggestions(
  client: HttpClient,
  { name, signal }: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  const path = `/v1/profile/suggestions/${encodeURIComponent(name)}`
  const body = await client.get({ path, signal })
  return parseResponse(schema(), body, path)
}

function schema(): z.ZodMiniType<NameSuggestions> {
  return z.object({
    suggestions: z.array(z.looseObject({ name: z.string(), registered: z.optional(z.boolean()) })),
  })
}
