import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import type { Store } from '@airlock/store'
import { type WebSocket, WebSocketServer } from 'ws'
import { capConnectionsPerIp } from '../limits/capConnectionsPerIp'
import { createRateLimiter } from '../limits/createRateLimiter'
import { resolveClientIp } from '../limits/resolveClientIp'
import { createPgRelayHub } from './createPgRelayHub'
import { createRelayHub, type RelayPeer } from './createRelayHub'
import { defaultRelayLimits } from './defaultRelayLimits'
import { formatRelayFrame } from './formatRelayFrame'
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
  /** Reverse proxies in front whose `X-Forwarded-For` is believed for the per-IP limits. */
  trustedHops?: number
  /**
   * Milliseconds a client may take to send its handshake's headers (default 10 000); a socket
   * that drips them is closed then, before it costs an upgrade.
   */
  headersTimeoutMs?: number
  /**
   * The cloud's store. On a Postgres server (`kind: 'postgres'`) the messages, acknowledgements
   * and quota counts live in its tables, shared by every relay started on that database
   * (`createPgRelayHub`); otherwise (PGlite, or none) they live in this process's memory.
   */
  store?: Store
}

/** Close code for a refused connection (the IANA-registered "Unauthorized"). */
export const RELAY_UNAUTHORIZED = 3000

/** Close code for a socket that keeps sending past its rate after being told (policy violation). */
export const RELAY_POLICY_VIOLATION = 1008

/** Frames that may wait for a socket's admission (the project lookup) before it is closed. */
const maxFramesBeforeAdmission = 100
/** Frames refused in a row for rate before the socket is closed. */
const maxRefusedInARow = 1_000

/**
 * Starts the local WalletConnect v2 relay on its own websocket server. Clients connect to
 * `ws://<host>:<port>/?auth=<did-jwt>&projectId=<id>&ua=<agent>` (what the SDK builds from
 * `relayUrl`); the `auth` token names the client, the project must exist in the cloud and a
 * browser's `Origin` must be among the project's origins, else the socket is closed with code
 * 3000 and a reason saying why. Given a Postgres `store`, relays started on the same database
 * (one per cloud process) share their messages: a client on one reaches a client on another.
 *
 * @example
 * const relay = await startRelay({ host: '127.0.0.1', port: 8789, findProject })
 * // SignClient.init({ projectId, relayUrl: relay.url, ... })
 * await relay.stop()
 */
export async function startRelay(params: StartRelayParameters): Promise<Relay> {
  const limits = { ...defaultRelayLimits, ...params.limits }
  const clientIpOf = (req: IncomingMessage) =>
    resolveClientIp(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      params.trustedHops ?? 0,
    )
  const hub =
    params.store?.kind === 'postgres' && params.store.listen
      ? await createPgRelayHub(params.store, limits)
      : createRelayHub(limits)
  const backend = 'close' in hub ? 'postgres' : 'memory'
  const openPerIp = new Map<string, number>()
  const connects = createRateLimiter(limits.connectsPerIp)
  // The relay's own HTTP server, for the handshake's deadlines: Node's defaults would let a client
  // drip its upgrade headers for a minute and more. Upgraded sockets are past these deadlines.
  const headersTimeout = params.headersTimeoutMs ?? 10_000
  const http = createServer({
    headersTimeout,
    requestTimeout: Math.max(headersTimeout, 30_000),
    connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersTimeout / 4))),
  })
  // Every raw socket of an address counts, handshakes not yet finished too (the cap below only
  // sees sockets that completed their headers). Behind a trusted proxy every socket comes from
  // the proxy: there the proxy caps connections, and the X-Forwarded-For cap below applies.
  if ((params.trustedHops ?? 0) === 0) capConnectionsPerIp(http, limits.maxConnectionsPerIp)
  // No server of its own: the relay's port and the cloud's `/relay` path both hand it upgrades.
  const server = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxPayloadBytes,
    // Before the handshake: a socket over the cap (or too many new ones) from one address gets an
    // HTTP 429 and never costs a signature check.
    verifyClient: ({ req }, done) => {
      const ip = clientIpOf(req)
      const open = openPerIp.get(ip) ?? 0
      if (open >= limits.maxConnectionsPerIp)
        return done(false, 429, 'Too Many Requests: connections per IP address', {
          'Retry-After': '1',
        })
      const decision = connects.take(ip)
      if (!decision.ok)
        return done(false, 429, 'Too Many Requests: new connections per IP address', {
          'Retry-After': String(Math.max(1, Math.ceil(decision.retryAfterMs / 1000))),
        })
      openPerIp.set(ip, open + 1)
      req.socket.once('close', () => {
        const left = (openPerIp.get(ip) ?? 1) - 1
        if (left <= 0) openPerIp.delete(ip)
        else openPerIp.set(ip, left)
      })
      done(true)
    },
  })
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(params.port, params.host, () => {
      http.off('error', reject)
      resolve()
    })
  }).catch(async (error: unknown) => {
    if ('close' in hub) await hub.close()
    throw error
  })
  const port = (http.address() as AddressInfo).port
  const handleUpgrade = (request: IncomingMessage, socket: Duplex, upgradeHead: Buffer) =>
    server.handleUpgrade(request, socket, upgradeHead, (ws) =>
      server.emit('connection', ws, request),
    )
  http.on('upgrade', handleUpgrade)
  // After listening, a server error must be logged, not thrown at the process.
  server.on('error', (error) => console.error('[relay] server error', error))
  http.on('error', (error) => console.error('[relay] server error', error))
  const alive = new WeakSet<WebSocket>()

  server.on('connection', (socket, request) => {
    alive.add(socket)
    socket.on('pong', () => alive.add(socket))
    const ip = clientIpOf(request)
    const frames = createRateLimiter(limits.framesPerSocket)
    const bytes = createRateLimiter(limits.bytesPerSocket)
    let refusedInARow = 0
    let paused = false
    let peer: RelayPeer | undefined
    let admitted = false
    const early: string[] = []
    const send = (text: string) => {
      if (socket.readyState !== socket.OPEN) return
      // A reader this far behind is gone or hostile; what it did not acknowledge stays kept for
      // its next connection.
      if (socket.bufferedAmount > limits.maxBufferedBytesPerSocket) return socket.terminate()
      socket.send(text)
    }
    // Frames that arrive while the project is looked up wait in order behind the admission.
    admit(request, params.findProject).then(
      (clientId) => {
        peer = hub.join(clientId, send, ip)
        admitted = true
        socket.once('close', () => peer?.leave())
        for (const text of early.splice(0)) peer.receive(text)
      },
      (error: unknown) => {
        const reason = error instanceof RelayAuthError ? error.message : 'Unauthorized'
        // Close reasons are limited to 123 bytes.
        socket.close(RELAY_UNAUTHORIZED, Buffer.from(reason).subarray(0, 123).toString())
      },
    )
    socket.on('message', (data, isBinary) => {
      if (isBinary) return
      const size = Array.isArray(data)
        ? data.reduce((sum, part) => sum + part.length, 0)
        : (data as Buffer | ArrayBuffer).byteLength
      // The rate is checked before the frame is parsed: a flood costs a bucket lookup per frame,
      // and the socket stops being read until tokens are back, so its data waits in the kernel
      // (TCP backpressure on the sender), not in this process.
      const frame = frames.take('socket')
      const volume = frame.ok ? bytes.take('socket', size) : frame
      if (!volume.ok) {
        refusedInARow++
        if (refusedInARow > maxRefusedInARow)
          return socket.close(RELAY_POLICY_VIOLATION, 'rate limit exceeded')
        const retryAfter = Math.max(1, Math.ceil(volume.retryAfterMs / 1000))
        send(
          formatRelayFrame(idOf(head(data)), {
            error: { code: -32005, message: 'Too Many Requests', data: { retryAfter } },
          }),
        )
        if (!paused) {
          paused = true
          socket.pause()
          setTimeout(() => {
            paused = false
            socket.resume()
          }, volume.retryAfterMs).unref()
        }
        return
      }
      refusedInARow = 0
      const text = data.toString()
      if (admitted) return peer?.receive(text)
      if (early.length >= maxFramesBeforeAdmission)
        return socket.close(RELAY_POLICY_VIOLATION, 'too many frames before admission')
      early.push(text)
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
  const sweeper = setInterval(() => {
    // On Postgres every process sweeps; a sweep that fails (the server is away) is tried next time.
    Promise.resolve(hub.sweep()).catch((error: unknown) =>
      console.error('[relay] sweep failed', error),
    )
  }, params.sweepIntervalMs ?? 30_000)
  // Neither timer may keep a process alive on its own.
  pinger.unref()
  sweeper.unref()

  let stopping: Promise<void> | undefined
  return {
    url: `ws://${params.host}:${port}`,
    port,
    backend,
    size: () => hub.size(),
    bytes: () => hub.bytes(),
    handleUpgrade,
    stop() {
      stopping ??= new Promise<void>((resolve) => {
        clearInterval(pinger)
        clearInterval(sweeper)
        for (const socket of server.clients) socket.close(1001, 'relay stopping')
        server.close()
        http.closeAllConnections()
        http.close(() => {
          hub.clear()
          if ('close' in hub) hub.close().then(resolve, resolve)
          else resolve()
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

/** The first bytes of a frame, as text. */
function head(data: Buffer | ArrayBuffer | Buffer[]): string {
  const first = Array.isArray(data) ? data[0] : Buffer.isBuffer(data) ? data : Buffer.from(data)
  return first?.subarray(0, 512).toString() ?? ''
}

/** The id of a frame, found without parsing it (a refused frame is not parsed). */
function idOf(text: string): string | undefined {
  return /"id"\s*:\s*"?(-?[\w.]{1,64})"?/.exec(text)?.[1]
}
