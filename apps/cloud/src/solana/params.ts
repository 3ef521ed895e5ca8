import { getBase58Encoder } from '@solana/kit'
import { encodeAccount, parseDataSlice, type RawAccount } from './accounts'
import { SOLANA_CORE_VERSION } from './constants'
import type { LocalSolanaNetwork } from './network'
import { invalidParam, invalidParams, SolanaRpcError } from './rpcError'

// Parameters of the RPC methods, checked and worded as the validator words its errors.

/** A request's positional parameters. */
export type Params = unknown[]

/** A request's config object (`{ encoding, commitment, ... }`). */
export type Config = Record<string, unknown>

export function configAt(p: Params, index: number): Config {
  const value = p[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams(`invalid type: expected a config map at position ${index}`)
  return value as Config
}

export function minContext(net: LocalSolanaNetwork, config: Config): bigint {
  const slot = net.slot()
  const min = config.minContextSlot
  if (min !== undefined) {
    if (!Number.isSafeInteger(min)) throw invalidParams('invalid type: expected u64 minContextSlot')
    if (BigInt(min as number) > slot)
      throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', {
        contextSlot: Number(slot),
      })
  }
  return slot
}

export function withContext<T>(slot: bigint, value: T) {
  return { context: { apiVersion: SOLANA_CORE_VERSION, slot: Number(slot) }, value }
}

export function encodeFor(net: LocalSolanaNetwork, account: RawAccount, config: Config) {
  return encodeAccount(account, config.encoding, parseDataSlice(config.dataSlice), (mint) =>
    net.getAccount(mint),
  )
}

export function stringAt(p: Params, index: number, what: string): string {
  const value = p[index]
  if (typeof value !== 'string')
    throw invalidParams(
      value === undefined
        ? `missing ${what} at position ${index}`
        : `invalid type: expected a ${what} string`,
    )
  return value
}

export function isBase58(value: string, bytes: number): boolean {
  if (value.length > 88 || !/^[1-9A-HJ-NP-Za-km-z]+$/.test(value)) return false
  try {
    return getBase58Encoder().encode(value).length === bytes
  } catch {
    return false
  }
}

/** A base58 public key parameter; `-32602 Invalid param: Invalid` when it is not one. */
export function pubkeyAt(p: unknown[], index: number): string {
  const value = stringAt(p, index, 'pubkey')
  if (!isBase58(value, 32)) throw invalidParam('Invalid')
  return value
}

export function signatureAt(p: unknown[], index: number): string {
  const value = stringAt(p, index, 'signature')
  if (!isBase58(value, 64)) throw invalidParam('Invalid')
  return value
}

export function base64At(p: Params, index: number): Uint8Array {
  const value = stringAt(p, index, 'base64 message')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalidParams('invalid base64 encoding')
  return new Uint8Array(Buffer.from(value, 'base64'))
}

export function transactionAt(p: Params, encoding: unknown): Uint8Array {
  const value = stringAt(p, 0, 'transaction')
  if (value.length > 2048)
    throw invalidParams(
      `base64 encoded solana_transaction::versioned::VersionedTransaction too large: ${value.length} bytes (max: encoded 1644 bytes)`,
    )
  if (encoding === undefined || encoding === 'base58') {
    if (!/^[1-9A-HJ-NP-Za-km-z]*$/.test(value)) throw invalidParams('invalid base58 encoding')
    return new Uint8Array(getBase58Encoder().encode(value))
  }
  if (encoding === 'base64') {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value)) throw invalidParams('invalid base64 encoding')
    return new Uint8Array(Buffer.from(value, 'base64'))
  }
  throw invalidParams(
    `unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`,
  )
}

export function parseFilters(value: unknown): ((account: RawAccount) => boolean)[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > 4)
    throw invalidParams('Too many filters provided; max 4')
  return value.map(
    (filter: {
      dataSize?: unknown
      memcmp?: { offset?: unknown; bytes?: unknown; encoding?: unknown }
    }) => {
      if (filter && Number.isSafeInteger(filter.dataSize)) {
        const size = filter.dataSize as number
        return (account: RawAccount) => account.data.length === size
      }
      const memcmp = filter?.memcmp
      if (memcmp && Number.isSafeInteger(memcmp.offset) && typeof memcmp.bytes === 'string') {
        if (memcmp.bytes.length > 128) throw invalidParams('memcmp bytes too long')
        const bytes =
          memcmp.encoding === 'base64'
            ? Buffer.from(memcmp.bytes, 'base64')
            : Buffer.from(getBase58Encoder().encode(memcmp.bytes))
        const offset = memcmp.offset as number
        return (account: RawAccount) =>
          Buffer.from(account.data.subarray(offset, offset + bytes.length)).equals(bytes)
      }
      throw invalidParams('invalid filter')
    },
  )
}
