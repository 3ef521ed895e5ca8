import type { CaipNetworkId, SIWXMessageData } from '@airlock/core'
import { createSignInMessageText, parseSignInMessageText } from '@solana/wallet-standard-util'
import { SiwxMessageError } from '../errors/siwx'
import { isSolanaAddress } from '../verify/verifySolanaSignature'

/** The first line of every Sign-In-With-Solana text ends so. */
export const SOLANA_SIGN_IN_HEADER = 'wants you to sign in with your Solana account:'

/** A CAIP-2 Solana chain id: `solana:` and a reference of 1..32 of `[-_a-zA-Z0-9]`. */
const SOLANA_CHAIN_ID = /^solana:[-_a-zA-Z0-9]{1,32}$/

/** Whether `text` is a Sign-In-With-Solana text (by its first line). */
export function isSolanaSignInText(text: string): boolean {
  const firstLine = text.split('\n', 1)[0] ?? ''
  return firstLine.endsWith(` ${SOLANA_SIGN_IN_HEADER}`)
}

/**
 * The Sign-In-With-Solana text of `data`, written by `@solana/wallet-standard-util`'s
 * `createSignInMessageText`. The `Chain ID:` line carries the whole CAIP-2 id (`solana:<ref>`).
 */
export function createSolanaSignInText(data: SIWXMessageData): string {
  if (!SOLANA_CHAIN_ID.test(data.chainId))
    throw new SiwxMessageError({ details: `unsupported chain ${data.chainId}` })
  if (!isSolanaAddress(data.accountAddress))
    throw new SiwxMessageError({ details: 'not a Solana address' })
  for (const [field, value] of Object.entries(data))
    if (typeof value === 'string' && value.includes('\n'))
      throw new SiwxMessageError({ details: `${field} has a line break` })
  return createSignInMessageText({
    domain: data.domain,
    address: data.accountAddress,
    ...(data.statement === undefined ? {} : { statement: data.statement }),
    uri: data.uri,
    version: data.version,
    chainId: data.chainId,
    nonce: data.nonce,
    ...(data.issuedAt === undefined ? {} : { issuedAt: data.issuedAt }),
    ...(data.expirationTime === undefined ? {} : { expirationTime: data.expirationTime }),
    ...(data.notBefore === undefined ? {} : { notBefore: data.notBefore }),
    ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
    ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
  })
}

/**
 * The fields of a Sign-In-With-Solana text (read by `@solana/wallet-standard-util`'s
 * `parseSignInMessageText`). Throws `SiwxMessageError` when domain, a base58 ed25519 address,
 * uri, version `1`, a `solana:<ref>` chain id or the nonce is missing or malformed.
 */
export function parseSolanaSignInText(text: string): SIWXMessageData {
  const parsed = parseSignInMessageText(text)
  if (!parsed) throw new SiwxMessageError({ details: 'not a Sign-In-With-Solana text' })
  const { domain, address, uri, version, chainId, nonce } = parsed
  if (!domain || !isSolanaAddress(address) || !uri || version !== '1')
    throw new SiwxMessageError({ details: 'domain, address, uri or version missing' })
  if (!chainId || !SOLANA_CHAIN_ID.test(chainId))
    throw new SiwxMessageError({ details: 'chain id missing' })
  if (!nonce) throw new SiwxMessageError({ details: 'nonce missing' })
  const data: SIWXMessageData = {
    accountAddress: address,
    chainId: chainId as CaipNetworkId,
    domain,
    uri,
    version,
    nonce,
  }
  if (parsed.statement !== undefined) data.statement = parsed.statement
  if (parsed.issuedAt) data.issuedAt = iso(parsed.issuedAt, 'issued at')
  if (parsed.expirationTime) data.expirationTime = iso(parsed.expirationTime, 'expiration time')
  if (parsed.notBefore) data.notBefore = iso(parsed.notBefore, 'not before')
  if (parsed.requestId !== undefined) data.requestId = parsed.requestId
  if (parsed.resources !== undefined) data.resources = parsed.resources
  return data
}

function iso(value: string, field: string): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) throw new SiwxMessageError({ details: `${field} is no date` })
  return new Date(time).toISOString()
}
