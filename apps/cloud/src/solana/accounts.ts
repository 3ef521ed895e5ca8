import { getBase58Decoder } from '@solana/kit'
import { TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from './constants'
import { invalidParams } from './rpcError'

/** An account as litesvm holds it. */
export type RawAccount = {
  address: string
  lamports: bigint
  owner: string
  executable: boolean
  data: Uint8Array
}

export type DataSlice = { offset: number; length: number }

const b58 = () => getBase58Decoder()
const u64 = (data: Uint8Array, offset: number) =>
  Buffer.from(data.buffer, data.byteOffset, data.byteLength).readBigUInt64LE(offset)
const key = (data: Uint8Array, offset: number) => b58().decode(data.subarray(offset, offset + 32))

/** Whether `owner` is one of the SPL token programs. */
export const isTokenProgram = (owner: string): boolean =>
  owner === TOKEN_PROGRAM || owner === TOKEN_2022_PROGRAM

/** A token account's mint, owner and amount (SPL layout: 165 bytes), or undefined. */
export function readTokenAccount(
  account: RawAccount,
): { mint: string; owner: string; amount: bigint; state: number } | undefined {
  if (!isTokenProgram(account.owner) || account.data.length < 165) return undefined
  // Token-2022 accounts with extensions are longer; their byte 165 says "account" (2).
  if (account.data.length > 165 && account.data[165] !== 2) return undefined
  return {
    mint: key(account.data, 0),
    owner: key(account.data, 32),
    amount: u64(account.data, 64),
    state: account.data[108] ?? 0,
  }
}

/** A mint's decimals, supply and authorities (SPL layout: 82 bytes), or undefined. */
export function readMint(account: RawAccount):
  | {
      decimals: number
      supply: bigint
      mintAuthority: string | null
      freezeAuthority: string | null
      isInitialized: boolean
    }
  | undefined {
  if (!isTokenProgram(account.owner) || account.data.length < 82) return undefined
  if (account.data.length !== 82 && account.data[165] !== 1) return undefined
  const d = account.data
  const option = (offset: number) =>
    Buffer.from(d.buffer, d.byteOffset, d.byteLength).readUInt32LE(offset) === 1
  return {
    mintAuthority: option(0) ? key(d, 4) : null,
    supply: u64(d, 36),
    decimals: d[44] ?? 0,
    isInitialized: d[45] === 1,
    freezeAuthority: option(46) ? key(d, 50) : null,
  }
}

/** `{amount, decimals, uiAmount, uiAmountString}` of the RPC's token amounts. */
export function uiTokenAmount(amount: bigint, decimals: number) {
  const text = amount.toString().padStart(decimals + 1, '0')
  const whole = text.slice(0, text.length - decimals)
  const fraction = text.slice(text.length - decimals).replace(/0+$/, '')
  const uiAmountString = fraction ? `${whole}.${fraction}` : whole
  return {
    amount: amount.toString(),
    decimals,
    uiAmount: Number(uiAmountString),
    uiAmountString,
  }
}

const TOKEN_STATES = ['uninitialized', 'initialized', 'frozen']

/**
 * An account as the RPC answers it, in `encoding` (`base58`, `base64`, `jsonParsed`; absent:
 * the legacy plain base58 string). `jsonParsed` parses SPL token accounts and mints; anything
 * else falls back to base64, as the validator does for programs it cannot parse.
 */
export function encodeAccount(
  account: RawAccount,
  encoding: unknown,
  dataSlice: DataSlice | undefined,
  findMint: (mint: string) => RawAccount | undefined,
) {
  const base = {
    executable: account.executable,
    lamports: Number(account.lamports),
    owner: account.owner,
    // u64::MAX, as the validator answers for rent-exempt accounts (a JSON number, rounded here).
    rentEpoch: 2 ** 64 - 1,
    space: account.data.length,
  }
  const data = dataSlice
    ? account.data.subarray(dataSlice.offset, dataSlice.offset + dataSlice.length)
    : account.data
  switch (encoding) {
    case undefined:
    case null:
    case 'binary':
      return { ...base, data: b58().decode(data) }
    case 'base58':
      if (data.length > 128)
        throw invalidParams(
          'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
        )
      return { ...base, data: [b58().decode(data), 'base58'] }
    case 'base64':
      return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
    case 'jsonParsed': {
      const parsed = parseTokenData(account, findMint)
      if (parsed && !dataSlice) return { ...base, data: parsed }
      return { ...base, data: [Buffer.from(data).toString('base64'), 'base64'] }
    }
    default:
      throw invalidParams(
        `unknown variant \`${String(encoding)}\`, expected one of \`binary\`, \`base58\`, \`base64\`, \`jsonParsed\``,
      )
  }
}

function parseTokenData(account: RawAccount, findMint: (mint: string) => RawAccount | undefined) {
  const program = account.owner === TOKEN_PROGRAM ? 'spl-token' : 'spl-token-2022'
  const token = readTokenAccount(account)
  if (token) {
    const mintAccount = findMint(token.mint)
    const decimals = mintAccount ? (readMint(mintAccount)?.decimals ?? 0) : 0
    return {
      program,
      parsed: {
        info: {
          isNative: false,
          mint: token.mint,
          owner: token.owner,
          state: TOKEN_STATES[token.state] ?? 'uninitialized',
          tokenAmount: uiTokenAmount(token.amount, decimals),
        },
        type: 'account',
      },
      space: account.data.length,
    }
  }
  const mint = readMint(account)
  if (mint)
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: 'mint',
      },
      space: account.data.length,
    }
  return undefined
}

/** A `dataSlice` parameter, checked. */
export function parseDataSlice(value: unknown): DataSlice | undefined {
  if (value === undefined || value === null) return undefined
  const slice = value as { offset?: unknown; length?: unknown }
  if (
    typeof slice !== 'object' ||
    !Number.isSafeInteger(slice.offset) ||
    !Number.isSafeInteger(slice.length) ||
    (slice.offset as number) < 0 ||
    (slice.length as number) < 0
  )
    throw invalidParams('invalid dataSlice, expected { offset: usize, length: usize }')
  return { offset: slice.offset as number, length: slice.length as number }
}
