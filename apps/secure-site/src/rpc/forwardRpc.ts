import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'

/**
 * One JSON-RPC call to a chain; a JSON-RPC error comes back as an error with its message.
 *
 * @example
 * const block = await forwardRpc(rpcUrl, 'eth_blockNumber', [])
 */
export async function forwardRpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  let body: { result?: unknown; error?: { message?: string } }
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      signal: AbortSignal.timeout(10_000),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    throw new SecureSiteError(secureSiteMessages.rpcFailed, 502, { cause: error })
  }
  if (body.error) throw new SecureSiteError(body.error.message ?? secureSiteMessages.rpcFailed, 400)
  return body.result
}
