/** A JSON-RPC 2.0 response object. */
export type JsonRpcResponse = {
  jsonrpc: '2.0'
  id: unknown
  result?: unknown
  error?: { code: number; message: string; data?: unknown }
}

/** Requests one batch may carry. */
export const MAX_RPC_BATCH = 100

function errorResponse(
  id: unknown,
  code: number,
  message: string,
  data?: unknown,
): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } }
}

/**
 * Forwards a JSON-RPC body (one request or a batch) to a chain's node and returns the HTTP
 * status and body to answer with. Malformed JSON and invalid requests get JSON-RPC errors
 * (-32700, -32600) with 400; a method not in `allowed` is answered here (-32601, naming the
 * method) and never reaches the node, the rest are answered by the node, in request order; a
 * node that does not answer gives -32603 with 502.
 *
 * @example
 * const { status, body } = await forwardRpc('http://127.0.0.1:8545', text, rpcAllowList.eip155)
 */
export async function forwardRpc(
  rpcUrl: string,
  text: string,
  allowed: ReadonlySet<string>,
): Promise<{ status: number; body: JsonRpcResponse | JsonRpcResponse[] }> {
  let payload: unknown
  try {
    payload = JSON.parse(text)
  } catch {
    return { status: 400, body: errorResponse(null, -32700, 'Parse error') }
  }
  const batch = Array.isArray(payload)
  const requests: unknown[] = batch ? (payload as unknown[]) : [payload]
  if (requests.length === 0)
    return { status: 400, body: errorResponse(null, -32600, 'Invalid Request: empty batch') }
  if (requests.length > MAX_RPC_BATCH)
    return {
      status: 400,
      body: errorResponse(
        null,
        -32600,
        `Invalid Request: more than ${MAX_RPC_BATCH} requests in a batch`,
      ),
    }

  const answers: (JsonRpcResponse | undefined)[] = requests.map((request) => {
    if (typeof request !== 'object' || request === null || Array.isArray(request))
      return errorResponse(null, -32600, 'Invalid Request')
    const { id, method } = request as { id?: unknown; method?: unknown }
    if (typeof method !== 'string' || method.length === 0 || method.length > 128)
      return errorResponse(id ?? null, -32600, 'Invalid Request: method must be a string')
    if (!allowed.has(method))
      return errorResponse(
        id ?? null,
        -32601,
        `Method not available through the cloud RPC proxy: ${method}`,
        { method },
      )
    return undefined
  })
  const forwarded = requests.filter((_, i) => answers[i] === undefined)

  if (forwarded.length > 0) {
    let upstream: unknown
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(batch ? forwarded : forwarded[0]),
        signal: AbortSignal.timeout(30_000),
      })
      upstream = await response.json()
    } catch {
      const failed = errorResponse(null, -32603, 'The chain did not answer')
      return {
        status: 502,
        body: batch
          ? requests.map((r) => ({ ...failed, id: idOf(r) }))
          : { ...failed, id: idOf(requests[0]) },
      }
    }
    const replies = Array.isArray(upstream)
      ? (upstream as JsonRpcResponse[])
      : [upstream as JsonRpcResponse]
    // Nodes may answer a batch in any order: match by id when ids are unique, else by position.
    const ids = forwarded.map(idOf)
    const uniqueIds = new Set(ids.map((id) => JSON.stringify(id))).size === ids.length
    let position = 0
    for (const [i, answer] of answers.entries()) {
      if (answer !== undefined) continue
      const id = idOf(requests[i])
      const reply = uniqueIds
        ? replies.find((candidate) => JSON.stringify(candidate?.id) === JSON.stringify(id))
        : replies[position]
      position += 1
      answers[i] = reply ?? errorResponse(id, -32603, 'The chain gave no answer to this request')
    }
  }

  const body = answers as JsonRpcResponse[]
  if (batch) return { status: 200, body }
  const single = body[0] as JsonRpcResponse
  return { status: single.error?.code === -32600 ? 400 : 200, body: single }
}

function idOf(request: unknown): unknown {
  return typeof request === 'object' && request !== null && 'id' in request
    ? (request as { id: unknown }).id
    : null
}
