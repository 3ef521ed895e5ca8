import { type Agent, request } from 'node:http'

export type LoadRequest = {
  method: 'GET' | 'POST'
  path: string
  body?: string
}

/**
 * Sends one request through `agent` (keep-alive, bound to a loopback source address) and
 * resolves once the body is read: `ok` when the status is 200 and the body is not a JSON-RPC
 * error (a 200 carrying `"error"` from the RPC proxy counts as failed); status 0 when the
 * connection failed.
 *
 * @example
 * const { ok } = await sendRequest(agent, new URL(url), { method: 'GET', path: '/health' })
 */
export function sendRequest(
  agent: Agent,
  base: URL,
  load: LoadRequest,
): Promise<{ status: number; ok: boolean }> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path: load.path,
        agent,
        method: load.method,
        headers: load.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const status = res.statusCode ?? 0
          const rpcError = load.body !== undefined && Buffer.concat(chunks).includes('"error"')
          resolve({ status, ok: status === 200 && !rpcError })
        })
        res.on('error', () => resolve({ status: 0, ok: false }))
      },
    )
    req.on('error', () => resolve({ status: 0, ok: false }))
    req.end(load.body)
  })
}
