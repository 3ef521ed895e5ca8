import { request } from 'node:http'

export type HttpAnswer = {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown
}

export type SendOptions = {
  method?: string
  body?: string | Buffer
  headers?: Record<string, string>
  /** The loopback source address (127.0.0.0/8), to be another client. */
  from?: string
}

/** One request on a new connection (no keep-alive), as Node's http client sends it. */
export function sendHttp(
  base: string,
  path: string,
  options: SendOptions = {},
): Promise<HttpAnswer> {
  const url = new URL(base)
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: Number(url.port),
        path,
        method: options.method ?? 'GET',
        headers: { connection: 'close', 'content-type': 'application/json', ...options.headers },
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
      },
      (res) => {
        let text = ''
        res.on('data', (chunk) => {
          text += chunk
        })
        res.on('end', () => {
          let json: unknown
          try {
            json = JSON.parse(text)
          } catch {
            json = undefined
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json })
        })
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}
