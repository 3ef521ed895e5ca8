import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

/**
 * Puts a gate in front of the inbox's HTTP server (maildev's, which answers every origin with
 * CORS, credentials included): a request is served only when its `Host` is the inbox's own
 * loopback address (no DNS rebinding) and it carries no `Origin` or the inbox's own, and no
 * `Sec-Fetch-Site: cross-site`; anything else gets 403 and the websocket upgrade is refused.
 * Every `Access-Control-*` header the server writes is removed, so no other website can read a
 * login code from it, whatever origin it claims.
 *
 * @example
 * guardInbox(servers.api.server, port)
 */
export function guardInbox(server: Server, port: number): void {
  const hosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`, `[::1]:${port}`])
  const origins = new Set([...hosts].map((host) => `http://${host}`))
  const allowed = (req: IncomingMessage) => {
    const origin = req.headers.origin
    return (
      hosts.has(req.headers.host ?? '') &&
      (origin === undefined || origins.has(origin)) &&
      req.headers['sec-fetch-site'] !== 'cross-site'
    )
  }
  const refusal = JSON.stringify({
    error: 'Forbidden',
    reason: 'the mail catcher answers only its own page and clients without an Origin',
  })

  const handlers = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[]
  server.removeAllListeners('request')
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!allowed(req)) {
      res.writeHead(403, { 'content-type': 'application/json' })
      res.end(refusal)
      return
    }
    stripCors(res)
    for (const handle of handlers) handle.call(server, req, res)
  })

  const upgrades = server.listeners('upgrade') as ((
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => void)[]
  server.removeAllListeners('upgrade')
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!allowed(req)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    for (const handle of upgrades) handle.call(server, req, socket, head)
  })
}

function isCorsHeader(name: string): boolean {
  return name.toLowerCase().startsWith('access-control-')
}

function stripCors(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name: string, value: number | string | readonly string[]) =>
    isCorsHeader(name) ? res : setHeader(name, value)
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse
  res.writeHead = ((...args: unknown[]) => {
    for (const [i, arg] of args.entries()) {
      if (i === 0 || typeof arg !== 'object' || arg === null) continue
      if (Array.isArray(arg)) {
        // Raw [name, value, name, value, ...] or [[name, value], ...]
        args[i] = arg
          .flat()
          .filter(
            (_, j, flat) =>
              !(j % 2 === 0 && isCorsHeader(String(flat[j]))) &&
              !(j % 2 === 1 && isCorsHeader(String(flat[j - 1]))),
          )
        continue
      }
      for (const name of Object.keys(arg))
        if (isCorsHeader(name)) delete (arg as Record<string, unknown>)[name]
    }
    for (const name of res.getHeaderNames()) if (isCorsHeader(name)) res.removeHeader(name)
    return writeHead(...args)
  }) as typeof res.writeHead
}
