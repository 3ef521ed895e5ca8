import { PublicKey, VersionedTransaction } from '@solana/web3.js'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { PreparedSolanaInstruction } from '../rpc/preparedTypes'
import { SOLANA_LIMITS } from './solanaLimits'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'
const TOKEN_PROGRAMS = new Set([
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
])
const ASSOCIATED_TOKEN_PROGRAM = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

/** A transaction as the approval screen shows it and the signer needs it. */
export type DecodedSolanaTransaction = {
  feePayer: string
  /** Index of the signer's signature slot (its place among the required signers). */
  signerIndex: number
  /** Where the signature slots start in the serialized bytes (after their count). */
  signaturesOffset: number
  /** The message bytes the signatures sign. */
  message: Uint8Array
  instructions: PreparedSolanaInstruction[]
}

/**
 * Reads a serialized transaction (legacy or v0) for `signer`: its fee payer, the signer's slot and
 * each instruction, decoded where the program is known (System transfer; SPL Token `Transfer` and
 * `TransferChecked`; associated token account creation), else by program, accounts and data. A
 * transaction that is malformed, not for this signer, over the size limits, or that names accounts
 * through address lookup tables (which the screen could not show) is refused.
 *
 * @example
 * const decoded = decodeSolanaTransaction(bytes, user.solana_address)
 */
export function decodeSolanaTransaction(
  bytes: Uint8Array,
  signer: string,
): DecodedSolanaTransaction {
  const cannot = () => new SecureSiteError(secureSiteMessages.cannotDisplay, 400)
  if (bytes.length === 0 || bytes.length > SOLANA_LIMITS.transactionBytes)
    throw new SecureSiteError(secureSiteMessages.payloadTooLarge, 400)
  let transaction: VersionedTransaction
  try {
    transaction = VersionedTransaction.deserialize(bytes)
  } catch {
    throw cannot()
  }
  const { message } = transaction
  if (message.addressTableLookups.length > 0) throw cannot()
  const keys = message.staticAccountKeys.map((key) => key.toBase58())
  const required = message.header.numRequiredSignatures
  const signerIndex = keys.indexOf(signer)
  if (signerIndex < 0 || signerIndex >= required)
    throw new SecureSiteError(secureSiteMessages.solanaNotSigner, 400)
  // The signature slots: a compact-u16 count (one byte below 128, as `required` is), then 64 bytes each.
  if (bytes[0] !== required) throw cannot()
  const compiled = message.compiledInstructions
  if (compiled.length > SOLANA_LIMITS.instructions) throw cannot()
  const key = (index: number) => {
    const value = keys[index]
    if (value === undefined) throw cannot()
    return value
  }
  const instructions = compiled.map((instruction): PreparedSolanaInstruction => {
    const programId = key(instruction.programIdIndex)
    const accounts = instruction.accountKeyIndexes.map(key)
    const data = Uint8Array.from(instruction.data)
    return decodeInstruction(programId, accounts, data)
  })
  return {
    feePayer: key(0),
    signerIndex,
    signaturesOffset: 1,
    message: bytes.subarray(1 + 64 * required),
    instructions,
  }
}

function u64(data: Uint8Array, offset: number): string | undefined {
  if (data.length < offset + 8) return undefined
  return new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true).toString()
}

function decodeInstruction(
  programId: string,
  accounts: string[],
  data: Uint8Array,
): PreparedSolanaInstruction {
  const unknown: PreparedSolanaInstruction = {
    type: 'unknown',
    programId,
    accounts,
    data: Buffer.from(data).toString('hex'),
  }
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  if (programId === SYSTEM_PROGRAM && data.length === 12 && view.getUint32(0, true) === 2) {
    const [from, to] = accounts
    const lamports = u64(data, 4)
    if (from && to && lamports !== undefined) return { type: 'solTransfer', from, to, lamports }
  }
  if (TOKEN_PROGRAMS.has(programId)) {
    // Transfer (3): source, destination, owner. TransferChecked (12): source, mint, destination, owner.
    if (data[0] === 3 && data.length === 9) {
      const [source, destination, owner] = accounts
      const amount = u64(data, 1)
      if (source && destination && owner && amount !== undefined)
        return { type: 'splTransfer', source, destination, owner, amount }
    }
    if (data[0] === 12 && data.length === 10) {
      const [source, mint, destination, owner] = accounts
      const amount = u64(data, 1)
      const decimals = data[9]
      if (source && mint && destination && owner && amount !== undefined && decimals !== undefined)
        return { type: 'splTransfer', source, destination, owner, amount, mint, decimals }
    }
  }
  // Create (empty data or 0) and CreateIdempotent (1): payer, account, owner, mint, ...
  if (
    programId === ASSOCIATED_TOKEN_PROGRAM &&
    (data.length === 0 || data[0] === 0 || data[0] === 1)
  ) {
    const [payer, account, owner, mint] = accounts
    if (payer && account && owner && mint)
      return { type: 'createTokenAccount', payer, account, owner, mint }
  }
  return unknown
}

/** Whether `value` is a Solana address (a 32-byte public key in base58). */
export function isSolanaPublicKey(value: unknown): value is string {
  if (typeof value !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(value)) return false
  try {
    return new PublicKey(value).toBase58() === value
  } catch {
    return false
  }
}
