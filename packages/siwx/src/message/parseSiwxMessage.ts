import type { CaipNetworkId, SIWXMessageData } from '@airlock/core'
import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { SiwxMessageError } from '../errors/siwx'
import { isSolanaSignInText, parseSolanaSignInText } from './solanaSignInText'

/**
 * The fields of a signed SIWX text: EIP-4361 for eip155 (read by viem's `parseSiweMessage`), or
 * Sign-In-With-Solana for solana (read by `@solana/wallet-standard-util`), told by the first line.
 * Throws `SiwxMessageError` when a required field (domain, address, uri, version, chain id,
 * nonce) is missing or malformed. Times come back as ISO strings.
 *
 * @example
 * const data = parseSiwxMessage(session.message)
 * data.chainId // 'eip155:1'
 */
export function parseSiwxMessage(text: string): SIWXMessageData {
  if (typeof text !== 'string') throw new SiwxMessageError({ details: 'not a string' })
  if (isSolanaSignInText(text)) return parseSolanaSignInText(text)
  const parsed = parseSiweMessage(text)
  const { address, chainId, domain, uri, version, nonce } = parsed
  if (!domain || !address || !isAddress(address, { strict: false }) || !uri || version !== '1')
    throw new SiwxMessageError({ details: 'domain, address, uri or version missing' })
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0)
    throw new SiwxMessageError({ details: 'chain id missing' })
  if (!nonce) throw new SiwxMessageError({ details: 'nonce missing' })
  const data: SIWXMessageData = {
    accountAddress: getAddress(address),
    chainId: `eip155:${chainId}` as CaipNetworkId,
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

function iso(date: Date, field: string): string {
  if (Number.isNaN(date.getTime())) throw new SiwxMessageError({ details: `${field} is no date` })
  return date.toISOString()
}
