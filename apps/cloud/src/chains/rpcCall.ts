import { ChainError } from './ChainError'

/**
 * One JSON-RPC call to a node, for methods viem has no typed action for (`anvil_reset`, ...).
 * A JSON-RPC error becomes a `ChainError` carrying the node's message.
 *
 * @example
 * await rpcCall('http://127.0.0.1:8545', 'anvil_reset', [])
 */
export async function rpcCall(
  rpcUrl: string,
  method: string,
  params: unknown[] = [],
): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(30_000),
  })
  const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
  if (body.error)
    throw new ChainError(`${method} failed on ${rpcUrl}: ${body.error.message ?? 'error'}`)
  return body.result
}
