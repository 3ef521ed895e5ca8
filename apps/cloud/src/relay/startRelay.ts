import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createRelayHub } from './createRelayHub'
import { RelayAuthError } from './RelayAuthError'
import type { Relay, RelayLimits } from './types'
import { verifyRelayAuth } from './verifyRelayAuth'

/** A project as the relay needs it: exists, and the browser origins it may connect from. */
export type RelayProject = { allowedOrigins: string[] }

export type StartRelayParameters = {
  host: string
  /** 0 picks a free port. */
  port: number
  /** The cloud's project lookup: undefined for an unknown id. */
  findProject: (id: string) => Promise<RelayProject | undefined>
  /** How often each socket is pinged; Node clients drop a socket silent for 35 s. Default 20 s. */
  pingIntervalMs?: number
  /** How often expired messages are dropped. Default 30 s. */
  sweepIntervalMs?: number
  limits?: Partial<RelayLimits>
}

/** Close code for a refused connection (the IANA-registered "Unauthorized"). */
export const RELAY_UNAUTHORIZED = 3000

const defaultLimits: RelayLimits = {
  maxMessagesPerTopic: 500,
  maxMessages: 50_000,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxSubscriptionsPerSocket: 10_000,
  maxPayloadBytes: 1024 * 1024,
}

/**
 * Starts the local WalletConnect v2 relay on its own websocket server. Clients connect to
 * `ws://<host>:<port>/?auth=<did-jwt>&projectId=<id>&ua=<agent>` (what the SDK builds from
 * `relayUrl`); the `auth` token names the client, the project must exist in the cloud and a
 * browser's `Origin` must be among the project's origins, else the socket is closed with code
 * 3000 and a reason saying why.
 *
 * @example
 * const relay = await startRelay({ host: '127.0.0.1', port: 8789, findProject })
 * // SignClient.init({ projectId, relayUrl: relay.url, ... })
 * await relay.stop()
 */
export async function startRelay(params: StartRelayParameters): Promise<Relay> {
  const limits = { ...defaultLimits, ...params.limits }
  const hub = createRelayHub(limits)
  const server = new WebSocketServer({
    host: params.host,
    port: params.port,
    maxPayload: limits.maxPayloadBytes,
  })
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve)
    server.once('error', reject)
  })
  const port = (server.address() as AddressInfo).port
  // After listening, a server error must be logged, not thrown at the process.
  server.on('error', (error) => console.error('[relay] server error', error))
  const alive = new WeakSet<WebSocket>()

  server.on('connection', (socket, request) => {
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    // Frames that arrive while the project is looked up wait in order behind the admission.
    let queue = admit(request, params.findProject).then(
      (clientId) => {
        const peer = hub.join(clientId, (text) => {
          if (socket.readyState === socket.OPEN) socket.send(text)
        })
        socket.once('close', () => peer.leave())
        return peer
      },
      (error: unknown) => {
        const reason = error instanceof RelayAuthError ? error.message : 'Unauthorized'
        // Close reasons are limited to 123 bytes.
        socket.close(RELAY_UNAUTHORIZED, Buffer.from(reason).subarray(0, 123).toString())
        return undefined
      },
    )
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      const text = data.toString()
      queue = queue.then((peer) => {
        peer?.receive(text)
        return peer
      })
    })
    socket.on('error', () => socket.terminate())
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) {
      // Two intervals without a pong: the peer is gone without a close frame.
      if (!alive.has(socket)) {
        socket.terminate()
        continue
      }
      alive.delete(socket)
      socket.ping()
    }
  }, params.pingIntervalMs ?? 20_000)
  const sweeper = setInterval(() => hub.sweep(), params.sweepIntervalMs ?? 30_000)
  // Neither timer may keep a process alive on its own.
  pinger.unref()
  sweeper.unref()

  let stopping: Promise<void> | undefined
  return {
    url: `ws://${params.host}:${port}`,
    port,
    size: () => hub.size(),
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        clearInterval(sweeper)
        for (const socket of server.clients) socket.close(1001, 'relay stopping')
        server.close(() => {
          hub.clear()
          resolve()
        })
        // Sockets that do not answer the close frame must not hold the stop open.
        setTimeout(() => {
          for (const socket of server.clients) socket.terminate()
        }, 1_000).unref()
      })
      return stopping
    },
  }
}

async function admit(
  request: IncomingMessage,
  findProject: StartRelayParameters['findProject'],
): Promise<string> {
  const url = new URL(request.url ?? '/', 'ws://relay.invalid')
  const clientId = verifyRelayAuth(url.searchParams.get('auth'))
  const projectId = url.searchParams.get('projectId')
  if (!projectId) throw new RelayAuthError('Unauthorized: missing projectId')
  const project = await findProject(projectId).catch(() => undefined)
  if (!project) throw new RelayAuthError(`Unauthorized: project ${projectId} not found`)
  const origin = request.headers.origin
  if (origin && !project.allowedOrigins.includes(origin))
    throw new RelayAuthError(`Unauthorized: origin ${origin} not allowed for project ${projectId}`)
  return clientId
}
