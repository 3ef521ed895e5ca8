import type { Hex } from 'viem'

/** The chain a prepared request runs on, as the approval screen names it. */
export type PreparedChain = { id: number; name: string; symbol: string; decimals: number }

/**
 * One transaction exactly as it will be signed. Quantities are hex strings (JSON carries no
 * bigint). The gas fields are absent only when `sponsored` (a smart-account call whose gas the
 * site pays): then `from` is the smart account and the call is what its `execute` runs.
 */
export type PreparedTransaction = {
  from: Hex
  to?: Hex
  value: Hex
  data: Hex
  nonce?: number
  gas?: Hex
  /** A batch call whose gas could not be estimated before the calls ahead of it ran. */
  gasUnestimated?: boolean
  type?: 'legacy' | 'eip1559'
  gasPrice?: Hex
  maxFeePerGas?: Hex
  maxPriorityFeePerGas?: Hex
}

/** What ERC-20 calldata names: read from the token contract on the chain. */
export type PreparedToken = { symbol: string; decimals: number; name?: string }

/** Typed data (EIP-712) as it will be hashed and signed. */
export type PreparedTypedData = {
  domain: Record<string, unknown>
  types: Record<string, { name: string; type: string }[]>
  primaryType: string
  message: Record<string, unknown>
}

type PreparedBase = {
  method: string
  chain: PreparedChain
  /** The account that signs (the eoa or the smart account). */
  account: Hex
  signer: 'eoa' | 'smartAccount'
}

/**
 * An unsafe request after the secure site's prepare step: everything the approval screen shows,
 * and everything the server will sign once the visitor approves, nothing more.
 */
export type PreparedRequest =
  | (PreparedBase & { kind: 'message'; message: Hex })
  | (PreparedBase & { kind: 'typedData'; typedData: PreparedTypedData })
  | (PreparedBase & {
      kind: 'transactions'
      sponsored: boolean
      transactions: PreparedTransaction[]
      /** Token metadata of ERC-20 calls, keyed by the lower-case token address. */
      tokens: Record<string, PreparedToken>
      /** wallet_sendCalls only: the batch id the dapp gave (else one is made when sent). */
      batch?: { id?: string }
    })
