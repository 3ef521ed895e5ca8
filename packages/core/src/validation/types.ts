import type { CaipNetworkId } from '../caip/types'

/** A token balance from the balance service. */
export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP network id of the token's chain, for example `eip155:1`. */
  chainId: CaipNetworkId | string
  /** Token contract address; absent for the native token. */
  address?: string | undefined
  /** Value in the requested currency. */
  value: number
  /** Price of one token in the requested currency. */
  price: number
  /** Amount held. `decimals` is a string on the wire. */
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** NFT details of a transfer; `flags.is_spam` marks spam. */
export type TransactionNftInfo = {
  name?: string | undefined
  flags: { is_spam: boolean }
  [key: string]: unknown
}

/** One transfer of a transaction (fields beyond nft_info not shown). */
export type TransactionTransfer = {
  nft_info?: TransactionNftInfo | undefined
  [key: string]: unknown
}

/** A transaction of the activity list. */
export type Transaction = {
  id: string
  metadata: {
    /** ISO time the transaction was mined. */
    minedAt: string
    /** CAIP network id of its chain, for example `eip155:1`. */
    chain: CaipNetworkId | string
    [key: string]: unknown
  }
  transfers: readonly TransactionTransfer[]
}
