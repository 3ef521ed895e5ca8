import { type Agent, request } from 'node:http'

/**
 * GETs `path` on `base` through `agent` and resolves with the status code once the body is
 * read; 0 when the request fails (connection refused or cut, as when the server is killed).
 *
 * @example
 * const status = await getStatus(new Agent({ keepAlive: true }), new URL(url), '/health')
 */
export function getStatus(agent: Agent, base: URL, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = request(
      { host: base.hostname, port: base.port, path, agent, method: 'GET' },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
        // A body cut off mid-way (the server killed) ends here, not in 'end'.
        res.on('close', () => resolve(res.complete ? (res.statusCode ?? 0) : 0))
      },
    )
    req.on('error', () => resolve(0))
    req.end()
  })
}
