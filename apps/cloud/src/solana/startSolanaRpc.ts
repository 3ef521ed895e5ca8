import type { IncomingMessage } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { answerBody, type RpcResponse } from './answerJsonRpc'
import { MAX_BODY_BYTES, MAX_SOCKETS, SOLANA_NETWORKS } from './constants'
import { solanaFaucet } from './keys'
import { LocalSolanaNetwork } from './network'
import { seedNetwork } from './seedNetwork'
import { serveSubscriptions } from './serveSubscriptions'

/** The running local Solana RPC (`startSolanaRpc`). */
export type SolanaRpc = {
  /** `http://127.0.0.1:<port>`; a network's endpoint is `<url>/<reference>` (see {@link urlOf}). */
  url: string
  port: number
  networks: readonly LocalSolanaNetwork[]
  /** The network a CAIP-2 id (`solana:<ref>`), a reference or an alias (`devnet`) names. */
  network(id: string | undefined): LocalSolanaNetwork | undefined
  /** `http://127.0.0.1:<port>/<reference>` (the same URL with `ws://` for subscriptions). */
  urlOf(net: LocalSolanaNetwork): string
  /** Answers a JSON-RPC body (one request or a batch) for `net`. */
  handle(net: LocalSolanaNetwork, text: string): RpcResponse | RpcResponse[]
  /** Takes over an HTTP upgrade as a subscription websocket of `net` (the cloud's proxy uses it). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, net: LocalSolanaNetwork): void
  stop(): Promise<void>
}

/**
 * Starts the local Solana JSON-RPC + websocket service: the three networks of core, one litesvm
 * each, seeded, on one loopback port with the network in the path
 * (`http://127.0.0.1:8899/EtWTRABZaYq6iMfeYKouRu166VU2xqa1`, or `/devnet`; websocket on the same
 * URL with `ws://`). Port 0 picks a free port.
 *
 * @example
 * const rpc = await startSolanaRpc({ port: 0 })
 * const connection = new Connection(rpc.urlOf(rpc.network('devnet')!), {
 *   wsEndpoint: rpc.urlOf(rpc.network('devnet')!).replace('http', 'ws'),
 * })
 */
export async function startSolanaRpc({
  port,
  host = '127.0.0.1',
}: {
  port: number
  host?: '127.0.0.1'
}): Promise<SolanaRpc> {
  const faucet = solanaFaucet()
  const networks = SOLANA_NETWORKS.map((info) => new LocalSolanaNetwork(info, faucet))
  for (const net of networks) await seedNetwork(net, faucet)

  const find = (id: string | undefined) => {
    if (!id) return undefined
    const ref = id.startsWith('solana:') ? id.slice('solana:'.length) : id
    return networks.find((net) => net.info.reference === ref || net.info.alias === ref)
  }
  const handle = (net: LocalSolanaNetwork, text: string) => answerBody(net, text)

  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_BODY_BYTES })
  let nextSubscription = 1
  const handleUpgrade = (
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    net: LocalSolanaNetwork,
  ) => {
    if (wss.clients.size >= MAX_SOCKETS) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) =>
      serveSubscriptions(ws, net, () => nextSubscription++),
    )
  }

  const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*')
    res.setHeader('Access-Control-Allow-Headers', 'content-type, solana-client')
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS')
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end()
      return
    }
    const net = find(pathOf(req.url))
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
    }
    if (!net)
      return reply(404, {
        jsonrpc: '2.0',
        id: null,
        error: {
          code: -32600,
          message: `Unknown Solana network path ${pathOf(req.url) || '/'}; use /<reference> or /mainnet, /testnet, /devnet`,
        },
      })
    if (req.method !== 'POST') return reply(405, { error: 'Method Not Allowed' })
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_BODY_BYTES) {
        reply(413, {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `Request body larger than ${MAX_BODY_BYTES} bytes` },
        })
        req.destroy()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return
      reply(200, handle(net, Buffer.concat(chunks).toString('utf8')))
    })
  })
  server.maxConnections = MAX_SOCKETS
  server.on('upgrade', (req, socket, head) => {
    const net = find(pathOf(req.url))
    if (!net) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    handleUpgrade(req, socket, head, net)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const actualPort = (server.address() as AddressInfo).port
  const url = `http://${host}:${actualPort}`
  let stopped: Promise<void> | undefined
  return {
    url,
    port: actualPort,
    networks,
    network: find,
    urlOf: (net) => `${url}/${net.info.reference}`,
    handle,
    handleUpgrade,
    stop: () => {
      stopped ??= new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate()
        wss.close()
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}

function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]?.replace(/^\/+|\/+$/g, '') ?? ''
}
