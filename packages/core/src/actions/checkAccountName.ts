import { getNameProfile } from '../api/names/getNameProfile'
import type { AirlockCore } from '../createAirlockCore'
import { NameResolutionError } from '../errors/names'
import { getApiClient } from '../http/getApiClient'
import { toAccountName } from './toAccountName'

export type CheckAccountNameParameters = {
  /** What the visitor typed: a label (`ana`) or a full name (`ana.airlock`). */
  name: string
  signal?: AbortSignal
}

/** `invalid` breaks the rules; otherwise the full name and whether it is free. */
export type CheckAccountNameReturnType =
  | { status: 'invalid' }
  | { status: 'available' | 'registered'; name: string }

export type CheckAccountNameErrorType = NameResolutionError

/**
 * Whether a wanted account name can be registered: the rules first (see
 * `toAccountName`), then `GET /v1/profile/account/{name}` (a 404 is free). A failed lookup
 * throws `Error resolving name`.
 *
 * @example
 * await checkAccountName(core, { name: 'ana' }) // { status: 'available', name: 'ana.airlock' }
 */
export async function checkAccountName(
  core: AirlockCore,
  { name, signal }: CheckAccountNameParameters,
): Promise<CheckAccountNameReturnType> {
  const full = toAccountName(name)
  if (!full) return { status: 'invalid' }
  try {
    const profile = await getNameProfile(getApiClient(core, 'api'), { name: full, signal })
    return { status: profile ? 'registered' : 'available', name: full }
  } catch (error) {
    if (signal?.aborted) throw error
    throw new NameResolutionError({ cause: error })
  }
}
