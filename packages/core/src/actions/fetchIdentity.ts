import { getIdentity } from '../api/blockchain/getIdentity'
import type { Identity } from '../api/types'
import type { ChainNamespace } from '../caip/types'
import { NAMES_NAMESPACES } from '../constants/chains'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { getApiClient } from '../http/getApiClient'
import { cacheKey } from '../storage/cacheKey'
import { CACHE_TTL_MS } from '../storage/keys'
import { getAccount } from './getAccount'
import { setProfile } from './setProfile'
import { showApiErrorAlert } from './showApiErrorAlert'

export type FetchIdentityParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** The current time (ms since epoch); default `Date.now()`. */
  now?: number
}

export type FetchIdentityReturnType = Identity | undefined

export type FetchIdentityErrorType = NoActiveCaipAddressError

/**
 * Fills the connected account's name and avatar (`profileName`, `profileImage`) from the
 * Blockchain API's `GET /v1/identity/{address}`, cached in storage for 5 minutes
 * (`@airlock/cache/identity/{address}`). Names are eip155 only: other
 * namespaces resolve to `undefined` without asking. A failed ask leaves the profile as it was
 * (a 403 shows its alert) and resolves to `undefined`. Throws only without an account.
 *
 * @example
 * const identity = await fetchIdentity(core) // { name: 'alice.airlock', avatar: null }
 */
export async function fetchIdentity(
  core: AirlockCore,
  parameters: FetchIdentityParameters = {},
): Promise<FetchIdentityReturnType> {
  const namespace = parameters.namespace ?? core.state.chain.activeNamespace
  const account = getAccount(core, namespace)
  const address = account?.address
  if (address === undefined) throw new NoActiveCaipAddressError()
  if (!(NAMES_NAMESPACES as readonly string[]).includes(namespace)) return undefined
  const now = parameters.now ?? Date.now()
  const key = cacheKey('identity', address.toLowerCase())
  let identity = core.storage.getCached<Identity>(key, CACHE_TTL_MS.identity, now)
  if (!identity) {
    try {
      identity = await getIdentity(getApiClient(core, 'api'), { address, sender: address })
    } catch (error) {
      showApiErrorAlert(core, error)
      return undefined
    }
    core.storage.setCached(key, identity, now)
  }
  // The visitor switched accounts while this was in flight: that account gets its own.
  if (getAccount(core, namespace)?.address !== address) return identity
  setProfile(core, {
    namespace,
    profileName: identity.name ?? undefined,
    profileImage: identity.avatar ?? undefined,
  })
  return identity
}
