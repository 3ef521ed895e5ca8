import { MAX_BATCH } from './constants'
import { SOLANA_METHODS } from './methods'
import type { LocalSolanaNetwork } from './network'
import { SolanaRpcError } from './rpcError'

/** A JSON-RPC 2.0 response object. */
export type RpcResponse = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

export function errorOf(id: unknown, code: number, message: string, data?: unknown): RpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
}

/** One JSON-RPC request against `methods`, as the validator answers it. */
export function answer(
  net: LocalSolanaNetwork,
  request: unknown,
  call: (method: string, params: unknown[]) => unknown,
): RpcResponse {
  if (typeof request !== 'object' || request === null || Array.isArray(request))
    return errorOf(null, -32600, 'Invalid request')
  const { id = null, method, params, jsonrpc } = request as Record<string, unknown>
  if (jsonrpc !== '2.0' || typeof method !== 'string') return errorOf(id, -32600, 'Invalid request')
  if (params !== undefined && params !== null && !Array.isArray(params))
    return errorOf(id, -32602, 'Invalid params: invalid type: map, expected a sequence')
  try {
    const result = call(method, (params as unknown[] | undefined) ?? [])
    return { jsonrpc: '2.0', id, result }
  } catch (error) {
    if (error instanceof SolanaRpcError) return errorOf(id, error.code, error.message, error.data)
    console.error(`[solana] ${net.info.alias} ${method} failed`, error)
    return errorOf(id, -32603, 'Internal error')
  }
}

/** Answers a JSON-RPC body (one request or a batch of at most 100) for `net`. */
export function answerBody(net: LocalSolanaNetwork, text: string): RpcResponse | RpcResponse[] {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return errorOf(null, -32700, 'Parse error')
  }
  const call = (method: string, params: unknown[]) => {
    const fn = Object.hasOwn(SOLANA_METHODS, method) ? SOLANA_METHODS[method] : undefined
    if (!fn) throw new SolanaRpcError(-32601, 'Method not found')
    return fn(net, params)
  }
  if (!Array.isArray(payload)) return answer(net, payload, call)
  if (payload.length === 0) return errorOf(null, -32600, 'Invalid request')
  if (payload.length > MAX_BATCH)
    return errorOf(null, -32600, `Invalid request: more than ${MAX_BATCH} requests in a batch`)
  return payload.map((request) => answer(net, request, call))
}

/** Subscriptions on one websocket: signature, account and slot notifications. */
