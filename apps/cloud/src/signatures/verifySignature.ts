import type { Hex, PublicClient } from 'viem'
import { isNodeUnreachable } from '../server/isNodeUnreachable'

export type VerifySignatureInput = {
  /** The account that claims to have signed: an EOA or a smart account (deployed or not). */
  address: `0x${string}`
  /** The message as signed with `personal_sign` (EIP-191), as text. */
  message: string
  signature: Hex
  /** A public client of the chain the account lives on (smart accounts are checked there). */
  client: PublicClient
}

/**
 * Whether `signature` is `address`'s EIP-191 signature of `message`. EOAs are recovered locally;
 * smart accounts are checked on the chain through `eth_call`: ERC-1271 `isValidSignature` when
 * deployed, ERC-6492 (the counterfactual wrapper) when not. viem's `verifyMessage` does all three.
 * A malformed signature, or a contract that reverts, is `false`, never a throw; a chain that does
 * not answer still throws (the caller answers 502, not 401). Shared by name registration
 * (`POST /v1/profile/account`) and sign-in with X.
 *
 * @example
 * const ok = await verifySignature({ address, message, signature, client: chain.client })
 * if (!ok) httpError(401, 'Invalid signature')
 */
export async function verifySignature({
  address,
  message,
  signature,
  client,
}: VerifySignatureInput): Promise<boolean> {
  if (!/^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) return false
  try {
    return await client.verifyMessage({ address, message, signature })
  } catch (error) {
    if (isNodeUnreachable(error)) throw error
    return false
  }
}
