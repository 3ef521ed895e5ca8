import type { Server } from 'node:http'

const answer = JSON.stringify({ error: 'Too many open connections from this address' })
const refusal = `HTTP/1.1 429 Too Many Requests\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(answer)}\r\nRetry-After: 1\r\nConnection: close\r\n\r\n${answer}`

/**
 * Caps the connections one peer address holds open on `server` at once (idle keep-alive, slow and
 * long requests alike): one more is answered 429 with `Retry-After: 1` and closed before its
 * request is read, so a client opening sockets by the thousand (slowloris) holds `max` of them.
 * Returns the open connections per address (tests read it).
 *
 * @example
 * capConnectionsPerIp(server, 64)
 */
export function capConnectionsPerIp(server: Server, max: number): Map<string, number> {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? 'unknown'
    const held = open.get(address) ?? 0
    if (held >= max) {
      socket.on('error', () => undefined)
      socket.end(refusal)
      // A client that never reads its answer does not keep the socket either.
      setTimeout(() => socket.destroy(), 1_000).unref()
      return
    }
    open.set(address, held + 1)
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1
      if (left <= 0) open.delete(address)
      else open.set(address, left)
    })
  })
  return open
}
