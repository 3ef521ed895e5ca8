import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'
import type { MockRpcTransport } from './types'

export type ForwardRpcParameters = {
  rpcUrl: string
  id: number
  method: string
  params: unknown
  /** Default: `fetch` from where the wallet runs. */
  transport?: MockRpcTransport
}

const fetchTransport: MockRpcTransport = async (rpcUrl, body) => {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  })
  return { status: response.status, text: await response.text() }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/**
 * Sends one JSON-RPC request to a chain over HTTP and returns its result. The chain's own error
 * (code, message, data) is rethrown as a `ProviderRpcError` untouched, so a dapp sees exactly what
 * the node said (a revert reason, a nonce error); an unreachable chain is 4901.
 */
export async function forwardRpc({
  rpcUrl,
  id,
  method,
  params,
  transport = fetchTransport,
}: ForwardRpcParameters): Promise<unknown> {
  let response: { status: number; text: string }
  try {
    response = await transport(rpcUrl, JSON.stringify({ jsonrpc: '2.0', id, method, params }))
  } catch (error) {
    throw new ProviderRpcError(ProviderErrorCodes.CHAIN_DISCONNECTED, undefined, {
      rpcUrl,
      cause: error instanceof Error ? error.message : String(error),
    })
  }
  const { text } = response
  const ok = response.status >= 200 && response.status < 300
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    throw new ProviderRpcError(ProviderErrorCodes.INTERNAL, undefined, {
      rpcUrl,
      status: response.status,
      body: text.slice(0, 200),
    })
  }
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, data } = body.error
    throw new ProviderRpcError(
      typeof code === 'number' ? code : ProviderErrorCodes.INTERNAL,
      typeof message === 'string' ? message : undefined,
      data,
    )
  }
  if (!ok || !isRecord(body) || !('result' in body)) {
    throw new ProviderRpcError(ProviderErrorCodes.INTERNAL, undefined, {
      rpcUrl,
      status: response.status,
    })
  }
  return body.result
}
