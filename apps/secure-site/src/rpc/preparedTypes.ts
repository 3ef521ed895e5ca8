import type { Hex } from 'viem'
import type { PreparedPermissions } from '../permissions/preparedPermissionTypes'

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
  | PreparedSolanaRequest
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
  /** wallet_grantPermissions / wallet_revokePermissions (src/permissions). */
  | PreparedPermissions

/** The Solana network a prepared Solana request is for, as the approval screen names it. */
export type PreparedSolanaChain = { id: string; name: string; symbol: string; decimals: number }

/**
 * One instruction of a Solana transaction, decoded where its program is known (System transfer,
 * SPL Token transfer, associated token account creation); any other is shown by program, accounts
 * and data bytes.
 */
export type PreparedSolanaInstruction =
  | { type: 'solTransfer'; from: string; to: string; lamports: string }
  | {
      type: 'splTransfer'
      source: string
      destination: string
      owner: string
      amount: string
      mint?: string
      decimals?: number
    }
  | { type: 'createTokenAccount'; payer: string; account: string; owner: string; mint: string }
  | { type: 'unknown'; programId: string; accounts: string[]; data: string }

type PreparedSolanaBase = {
  method: string
  chain: PreparedSolanaChain
  /** The Solana account that signs (base58). */
  account: string
  signer: 'eoa'
}

/** A Solana unsafe request after the prepare step: what the screen shows and what is signed. */
export type PreparedSolanaRequest =
  | (PreparedSolanaBase & {
      kind: 'solanaMessage'
      /** The message bytes, base58 (as the dapp sent them). */
      message: string
    })
  | (PreparedSolanaBase & {
      kind: 'solanaTransaction'
      /** The transaction as the dapp sent it, base64: exactly what will be signed. */
      transaction: string
      /** Sent to the network after signing (solana_signAndSendTransaction), else returned. */
      send: boolean
      feePayer: string
      instructions: PreparedSolanaInstruction[]
    })
