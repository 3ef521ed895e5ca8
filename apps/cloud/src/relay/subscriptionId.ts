import { createHash } from 'node:crypto'

/**
 * The id of `clientId`'s subscription to `topic`: sha256 of the two strings joined, in hex. The
 * SDK computes the same value itself (`hashMessage(topic + clientId)`) and keys events by it.
 *
 * @example
 * subscriptionId('ab12...', 'did:key:z6Mk...') // '5f0c...' (64 hex characters)
 */
export function subscriptionId(topic: string, clientId: string): string {
  return createHash('sha256')
    .update(topic + clientId, 'utf8')
    .digest('hex')
}
