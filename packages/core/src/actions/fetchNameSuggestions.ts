import { getNameSuggestions } from '../api/names/getNameSuggestions'
import type { AirlockCore } from '../createAirlockCore'
import { NameSuggestionsError } from '../errors/names'
import { getApiClient } from '../http/getApiClient'
import { toAccountName } from './toAccountName'

export type FetchNameSuggestionsParameters = {
  /** What the visitor typed. */
  name: string
  signal?: AbortSignal
}

export type FetchNameSuggestionsErrorType = NameSuggestionsError

/**
 * Free names close to the wanted one (`GET /v1/profile/suggestions/{name}`), those
 * that pass the rules only. A failed ask throws `Error fetching name suggestions`.
 *
 * @example
 * await fetchNameSuggestions(core, { name: 'alice' }) // ['alice1.airlock', ...]
 */
export async function fetchNameSuggestions(
  core: AirlockCore,
  { name, signal }: FetchNameSuggestionsParameters,
): Promise<string[]> {
  try {
    const { suggestions } = await getNameSuggestions(getApiClient(core, 'api'), { name, signal })
    return suggestions
      .filter((suggestion) => suggestion.registered !== true)
      .flatMap((suggestion) => toAccountName(suggestion.name) ?? [])
  } catch (error) {
    if (signal?.aborted) throw error
    throw new NameSuggestionsError({ cause: error })
  }
}
