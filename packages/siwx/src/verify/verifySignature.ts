import { BaseError, type Hex, HttpRequestError, type PublicClient, TimeoutError } from 'viem'

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
 * A malformed signature, or a contract that reverts, is `false`, never a throw; a chain node that
 * cannot be reached or does not answer in time still throws (a server answers 502, not 401).
 * The one signature check of Airlock: sign-in with X and the cloud's name registration use it.
 *
 * @example
 * const client = createPublicClient({ transport: http('http://127.0.0.1:8787/v1/?chainId=eip155:31337&projectId=demo') })
 * const ok = await verifySignature({ address, message, signature, client })
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

function isNodeUnreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !==
    null
  )
}
