import type { Nft } from '../api/blockchain/getAccountNfts'
import type { CaipAddress } from '../caip/types'

/**
 * The NFT store (the Account view's NFTs tab): the pages fetched so far of the NFTs one account
 * holds on one network, created by the first `fetchNfts` (not in the first load).
 */
export type NftsState = {
  /** NFTs of the pages fetched so far, newest received first; spam collections left out. */
  nfts: Nft[]
  loading: boolean
  /** A fetch finished and the account holds nothing to show. */
  empty: boolean
  /** Cursor of the next page; `undefined` before the first page and after the last. */
  next: string | undefined
  /** The account and network (CAIP-10) the list belongs to; another one starts a new list. */
  for: CaipAddress | undefined
  /** The last fetch failed: the list is empty and the view offers to try again. */
  failed: boolean
}
