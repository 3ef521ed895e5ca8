import { BaseError, HttpRequestError, TimeoutError } from 'viem'

/**
 * Whether a viem error means the chain node could not be reached or did not answer in time
 * (as opposed to the node answering with an error): the cloud answers those with 502.
 *
 * @example
 * isNodeUnreachable(await client.getGasPrice().catch((e) => e)) // true when anvil is down
 */
export function isNodeUnreachable(error: unknown): boolean {
  if (!(error instanceof BaseError)) return false
  return (
    error.walk((cause) => cause instanceof HttpRequestError || cause instanceof TimeoutError) !==
    null
  )
}
