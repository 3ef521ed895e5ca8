import type { Server } from 'node:http'

/** What a connection over the cap is told before it is closed. */
const body = JSON.stringify({
  error: 'Too Many Requests',
  reason: 'too many open connections from this IP address',
  retryAfter: 1,
})
const refusal = [
  'HTTP/1.1 429 Too Many Requests',
  'Content-Type: application/json',
  `Content-Length: ${Buffer.byteLength(body)}`,
  'Retry-After: 1',
  'Connection: close',
  '',
  body,
].join('\r\n')

/**
 * Caps the connections one IP address holds open on `server` at once (idle keep-alive, slow and
 * long requests alike). One over the cap is answered 429 with `Retry-After: 1` and closed
 * before its request is read, so a client opening sockets by the thousand (slowloris) holds at
 * most `max` of them. Returns the number of open connections per address (tests read it).
 *
 * @example
 * capConnectionsPerIp(server, 64)
 */
export function capConnectionsPerIp(server: Server, max: number): Map<string, number> {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const ip = socket.remoteAddress ?? 'unknown'
    const count = open.get(ip) ?? 0
    if (count >= max) {
      socket.on('error', () => undefined)
      socket.end(refusal)
      // A client that never reads its answer must not keep the socket.
      setTimeout(() => socket.destroy(), 1_000).unref()
      return
    }
    open.set(ip, count + 1)
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1
      if (left <= 0) open.delete(ip)
      else open.set(ip, left)
    })
  })
  return open
}
