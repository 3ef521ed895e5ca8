import { createServer, type Server } from 'node:net'

/**
 * `count` distinct free TCP ports on 127.0.0.1. The listeners are held open together, so the same
 * port is never handed out twice; a port can still be taken by another process before its user
 * binds it, which the stack's readiness checks then report.
 *
 * @example
 * const [cloud, relay] = await freePorts(2)
 */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Server>((done, fail) => {
          const server = createServer()
          server.once('error', fail)
          server.listen(0, '127.0.0.1', () => done(server))
        }),
    ),
  )
  const ports = servers.map((server) => {
    const address = server.address()
    return typeof address === 'object' && address ? address.port : 0
  })
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))))
  return ports
}
