import type { CaipAddress } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { getApiClient } from '../http/getApiClient'
import type { NftsState } from '../state/nftsState'
import { getAccount } from './getAccount'

export type FetchNftsParameters = {
  /** Start again from the first page (the tab opened again, an NFT received). */
  reset?: boolean
}

export type FetchNftsErrorType = NoActiveCaipAddressError

const pending = new WeakMap<AirlockCore, { key: string; request: Promise<NftsState> }>()
// One token per list: an answer for a list that was started again since is not shown.
const lists = new WeakMap<AirlockCore, object>()

/**
 * Fetches the next page of the NFTs the connected account holds on the active network into
 * `state.nfts`: `GET /v1/account/{address}/nfts` with the `next` cursor of the page before (the
 * cloud drops spam collections, as for fungibles, and flags what it returns; anything flagged is
 * dropped here too). Another account or network, or `{ reset: true }`, starts a new list; after
 * the last page (`next` null) it does nothing. eip155 only: on another namespace the list is
 * empty. A failed fetch empties the list and sets `failed`. Concurrent calls share one request.
 * Throws only without an account.
 *
 * @example
 * const { nfts, next } = await fetchNfts(core, { reset: true })
 * if (next) await fetchNfts(core) // the next page
 */
export async function fetchNfts(
  core: AirlockCore,
  parameters: FetchNftsParameters = {},
): Promise<NftsState> {
  const { chain } = core.state
  const network = chain.activeNetwork
  const address = getAccount(core, chain.activeNamespace)?.address
  if (address === undefined) throw new NoActiveCaipAddressError()
  const owner: CaipAddress = `${network.caipNetworkId}:${address}`
  const state = ensureNfts(core)
  const fresh = parameters.reset === true || state.for !== owner
  const key = `${owner}${fresh ? '!' : `#${state.next ?? ''}`}`
  const inFlight = pending.get(core)
  if (inFlight?.key === key || (inFlight && !fresh && inFlight.key.startsWith(owner)))
    return inFlight.request
  if (fresh) {
    lists.set(core, {})
    Object.assign(state, {
      nfts: [],
      empty: false,
      next: undefined,
      failed: false,
      for: owner,
    } satisfies Partial<NftsState>)
  } else if (state.next === undefined) {
    return state
  }
  if (network.chainNamespace !== 'eip155') {
    Object.assign(state, { loading: false, empty: true })
    return state
  }
  state.loading = true
  const list = lists.get(core)
  const cursor = fresh ? undefined : state.next
  const request = loadPage(core, address, network.caipNetworkId, cursor).then(
    ({ data, next }) => {
      if (lists.get(core) !== list) return state
      const nfts = [...state.nfts]
      const seen = new Set(nfts.map(nftKey))
      for (const nft of data) {
        if (nft.flags.is_spam || seen.has(nftKey(nft))) continue
        seen.add(nftKey(nft))
        nfts.push(nft)
      }
      Object.assign(state, {
        nfts,
        next: next ?? undefined,
        loading: false,
        empty: nfts.length === 0,
        failed: false,
      } satisfies Partial<NftsState>)
      return state
    },
    () => {
      if (lists.get(core) !== list) return state
      Object.assign(state, {
        nfts: [],
        next: undefined,
        loading: false,
        empty: true,
        failed: true,
      } satisfies Partial<NftsState>)
      return state
    },
  )
  pending.set(core, { key, request })
  try {
    return await request
  } finally {
    if (pending.get(core)?.request === request) pending.delete(core)
  }
}

function nftKey(nft: { collection: { address: string }; tokenId: string }): string {
  return `${nft.collection.address}/${nft.tokenId}`
}

/** The store, created (empty) on first use. */
function ensureNfts(core: AirlockCore): NftsState {
  if (!core.state.nfts)
    core.state.nfts = {
      nfts: [],
      loading: false,
      empty: false,
      next: undefined,
      for: undefined,
      failed: false,
    }
  // Read back through the proxy: valtio proxies a copy, so writes must go to what it holds.
  return core.state.nfts as NftsState
}

async function loadPage(core: AirlockCore, address: string, chainId: string, cursor?: string) {
  // The client and its schema load on first use: a dapp importing this keeps its first load.
  const { getAccountNfts } = await import('../api/blockchain/getAccountNfts')
  return getAccountNfts(getApiClient(core, 'api'), { address, chainId, cursor })
}
