import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'

export type ForwardRpcParameters = {
  rpcUrl: string
  id: number
  method: string
  params: unknown
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
}: ForwardRpcParameters): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id, method, params }),
    })
  } catch (error) {
    throw new ProviderRpcError(ProviderErrorCodes.CHAIN_DISCONNECTED, undefined, {
      rpcUrl,
      cause: error instanceof Error ? error.message : String(error),
    })
  }
  const text = await response.text()
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
  if (!response.ok || !isRecord(body) || !('result' in body)) {
    throw new ProviderRpcError(ProviderErrorCodes.INTERNAL, undefined, {
      rpcUrl,
      status: response.status,
    })
  }
  return body.result
}
