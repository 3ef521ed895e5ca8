/** A JSON-RPC frame from a client; `id` kept as the exact text the client sent. */
export type RelayFrame = {
  id?: string
  method?: string
  params?: unknown
  result?: unknown
  error?: unknown
}

// Clients 2.x send ids above 2^53 (`getBigIntRpcId`) as bare JSON numbers; JSON.parse would round
// them and the answer would never match the request. Quote them before parsing; only a key `"id"`
// followed by bare digits matches (inside a JSON string the quotes would be escaped).
const bareId = /"id"\s*:\s*(-?\d+)/g

/**
 * Parses one websocket frame; undefined when it is not a JSON object.
 *
 * @example
 * parseRelayFrame('{"id":1732251234567890123,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 * // { id: '1732251234567890123', method: 'irn_subscribe', params: { topic: 'ab' } }
 */
export function parseRelayFrame(text: string): RelayFrame | undefined {
  let value: unknown
  try {
    value = JSON.parse(text.replace(bareId, '"id":"$1"'))
  } catch {
    return undefined
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const frame = value as Record<string, unknown>
  const id = frame.id
  return {
    ...(typeof id === 'string' || typeof id === 'number' ? { id: String(id) } : {}),
    ...(typeof frame.method === 'string' ? { method: frame.method } : {}),
    ...('params' in frame ? { params: frame.params } : {}),
    ...('result' in frame ? { result: frame.result } : {}),
    ...('error' in frame ? { error: frame.error } : {}),
  }
}
