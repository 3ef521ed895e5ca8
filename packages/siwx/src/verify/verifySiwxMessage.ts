import type { SIWXMessageData } from '@airlock/core'
import type { Hex, PublicClient } from 'viem'
import { SiwxMessageError, SiwxVerificationError } from '../errors/siwx'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { verifySignature } from './verifySignature'
import { verifySolanaSignature } from './verifySolanaSignature'

export type VerifySiwxMessageInput = {
  /** The signed text (EIP-4361 for eip155, Sign-In-With-Solana for solana). */
  message: string
  signature: string
  /** A public client for an eip155 chain id, or `undefined` when the chain is not supported. Unused for solana. */
  getClient(chainId: number): PublicClient | undefined
  /** The host the message must name (the dapp's own, e.g. `app.example`). Unchecked when absent. */
  domain?: string
  /** The URI the message must name. Unchecked when absent. */
  uri?: string
  /** The nonce the message must carry. Unchecked when absent (a nonce store checks it). */
  nonce?: string
  /** The `solana:<ref>` chain ids accepted; default all. Solana signatures need no client. */
  solanaChainIds?: readonly string[]
  /** The clock; default now. */
  now?: Date
}

/**
 * Checks a signed SIWX message: well formed, the expected domain, URI and nonce, within its
 * `notBefore`..`expirationTime` window, and signed by its account (EOA, ERC-1271 or ERC-6492
 * through `eth_call`; on solana an ed25519 signature, base58, by the address's key). Answers the message's fields, or throws `SiwxVerificationError` with the
 * `reason` (`malformed`, `wrong-domain`, `expired`, `invalid-signature`, ...). Replay is the nonce
 * store's to refuse: a nonce is good once.
 *
 * @example
 * const data = await verifySiwxMessage({
 *   message, signature, domain: 'app.example',
 *   getClient: (id) => createPublicClient({ transport: http(rpcUrlFor(id)) }),
 * })
 */
export async function verifySiwxMessage(input: VerifySiwxMessageInput): Promise<SIWXMessageData> {
  let data: SIWXMessageData
  try {
    data = parseSiwxMessage(input.message)
  } catch (cause) {
    if (cause instanceof SiwxMessageError) throw new SiwxVerificationError('malformed', { cause })
    throw cause
  }
  if (input.domain !== undefined && data.domain !== input.domain)
    throw new SiwxVerificationError('wrong-domain', { details: data.domain })
  if (input.uri !== undefined && data.uri !== input.uri)
    throw new SiwxVerificationError('wrong-uri', { details: data.uri })
  if (input.nonce !== undefined && data.nonce !== input.nonce)
    throw new SiwxVerificationError('wrong-nonce')
  const now = (input.now ?? new Date()).getTime()
  if (data.expirationTime !== undefined && Date.parse(data.expirationTime) <= now)
    throw new SiwxVerificationError('expired', { details: data.expirationTime })
  if (data.notBefore !== undefined && Date.parse(data.notBefore) > now)
    throw new SiwxVerificationError('not-yet-valid', { details: data.notBefore })
  if (data.chainId.startsWith('solana:')) {
    if (input.solanaChainIds && !input.solanaChainIds.includes(data.chainId))
      throw new SiwxVerificationError('unsupported-chain', { details: data.chainId })
    const { accountAddress: address } = data
    if (!verifySolanaSignature({ address, message: input.message, signature: input.signature }))
      throw new SiwxVerificationError('invalid-signature')
    return data
  }
  const client = input.getClient(Number(data.chainId.split(':')[1]))
  if (!client) throw new SiwxVerificationError('unsupported-chain', { details: data.chainId })
  const valid = await verifySignature({
    address: data.accountAddress as `0x${string}`,
    message: input.message,
    signature: input.signature as Hex,
    client,
  })
  if (!valid) throw new SiwxVerificationError('invalid-signature')
  return data
}
