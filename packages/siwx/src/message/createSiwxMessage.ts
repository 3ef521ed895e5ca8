import type { CaipNetworkId, SIWXMessage, SIWXMessageData } from '@airlock/core'
import type { Address } from 'viem'
import { createSiweMessage } from 'viem/siwe'
import { SiwxMessageError } from '../errors/siwx'
import { createSolanaSignInText } from './solanaSignInText'

/**
 * The SIWX message for `data`: its fields plus `toString()`, the text the wallet signs. eip155
 * chains get the EIP-4361 (Sign-In with Ethereum) text, written by viem's `createSiweMessage`;
 * `solana:` chains the Sign-In-With-Solana text, written by `@solana/wallet-standard-util` (its
 * `Chain ID:` line is the whole `solana:<ref>`); other namespaces throw. `issuedAt` defaults to now.
 *
 * @example
 * const message = createSiwxMessage({
 *   chainId: 'eip155:1', accountAddress: '0xf39F...', domain: 'app.example', uri: 'https://app.example',
 *   version: '1', nonce: 'k4m2x9q1w7', issuedAt: new Date().toISOString(),
 * })
 * await wallet.signMessage({ message: message.toString() })
 */
export function createSiwxMessage(input: SIWXMessageData): SIWXMessage {
  // EIP-4361 texts always carry Issued At (viem writes "now" when it is missing): so do the fields.
  const data = { ...input, issuedAt: input.issuedAt ?? new Date().toISOString() }
  const text = toText(data)
  return { ...data, toString: () => text }
}

function toText(data: SIWXMessageData): string {
  const [namespace, reference] = data.chainId.split(':') as [string, string | undefined]
  if (namespace === 'solana') return createSolanaSignInText(data)
  if (namespace !== 'eip155' || !reference || !/^\d+$/.test(reference))
    throw new SiwxMessageError({ details: `unsupported chain ${data.chainId as CaipNetworkId}` })
  try {
    return createSiweMessage({
      address: data.accountAddress as Address,
      chainId: Number(reference),
      domain: data.domain,
      uri: data.uri,
      version: data.version as '1',
      nonce: data.nonce,
      ...(data.statement === undefined ? {} : { statement: data.statement }),
      ...(data.issuedAt === undefined ? {} : { issuedAt: new Date(data.issuedAt) }),
      ...(data.expirationTime === undefined
        ? {}
        : { expirationTime: new Date(data.expirationTime) }),
      ...(data.notBefore === undefined ? {} : { notBefore: new Date(data.notBefore) }),
      ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
      ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
    })
  } catch (cause) {
    throw new SiwxMessageError({ cause })
  }
}
