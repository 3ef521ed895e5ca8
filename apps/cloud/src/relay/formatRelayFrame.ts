/**
 * Serialises a JSON-RPC frame with `id` written as the bare number the client used (see
 * parseRelayFrame), or null when the request had none.
 *
 * @example
 * formatRelayFrame('1732251234567890123', { result: true })
 * // '{"id":1732251234567890123,"jsonrpc":"2.0","result":true}'
 */
export function formatRelayFrame(id: string | undefined, body: Record<string, unknown>): string {
  const rest = JSON.stringify({ jsonrpc: '2.0', ...body }).slice(1)
  const idText = id !== undefined && /^-?\d+$/.test(id) ? id : JSON.stringify(id ?? null)
  return `{"id":${idText},${rest}`
}
