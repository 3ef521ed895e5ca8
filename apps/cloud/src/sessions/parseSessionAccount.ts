import type { Hex } from 'viem'
import { parseChainId } from '../chains/parseChainId'
import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'

/**
 * The `{id}` of `/v1/sessions/{id}`: a CAIP-10 account (`eip155:<chain>:<address>`) on one of the
 * cloud's chains. 400 `Invalid account` otherwise, 404 `Chain not found` for a chain it does not run.
 *
 * @example
 * const { chain, address } = parseSessionAccount(ctx, 'eip155:31337:0xabc...')
 */
export function parseSessionAccount(
  ctx: CloudContext,
  id: string,
): { chain: RunningChain; address: Hex } {
  const match = /^(eip155:\d{1,12}):(0x[0-9a-fA-F]{40})$/.exec(id)
  const chainId = parseChainId(match?.[1])
  if (!match?.[2] || chainId === undefined) httpError(400, 'Invalid account', { id })
  const chain = ctx.chains?.get(chainId)
  if (!chain) httpError(404, 'Chain not found', { chainId: match[1] })
  return { chain, address: match[2].toLowerCase() as Hex }
}
