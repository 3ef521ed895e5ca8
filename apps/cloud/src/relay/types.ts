import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import type { RateLimit } from '../limits/types'

/** One message a client published, kept until its ttl runs out. */
export type RelayMessage = {
  topic: string
  message: string
  /** Milliseconds since the epoch, as the SDK expects in `irn_subscription`. */
  publishedAt: number
  expiresAt: number
  /** Who published it: never delivered back to this client. */
  publisher: string
  attestation?: string
  tag?: number
  /** Clients that acknowledged it (or fetched it); they do not get it again. */
  deliveredTo: Set<string>
  /** Its size as counted against the budgets (the message text, ASCII: base64 in practice). */
  bytes: number
  /** The quota accounts it is charged to (its publisher's client id and IP address). */
  owners: readonly string[]
}

/** The relay's limits: memory it may hold, and what one client, socket and address may do. */
export type RelayLimits = {
  /** Messages kept per topic; a publish to a full topic is refused. Default 500. */
  maxMessagesPerTopic: number
  /** Messages kept in all; past it publishes are refused. Default 50 000. */
  maxMessages: number
  /** The global byte budget of kept messages; past it publishes are refused. Default 64 MiB. */
  maxBytes: number
  /** The longest ttl honoured, in seconds (a client asking more gets this). Default 30 days. */
  maxTtlSeconds: number
  /** Topics one socket may subscribe to. Default 1 000. */
  maxSubscriptionsPerSocket: number
  /** Largest websocket frame accepted, in bytes (a bigger one closes the socket, 1009). Default 512 KiB. */
  maxPayloadBytes: number
  /** Kept messages one client id may have published. Default 1 000. */
  maxStoredMessagesPerClient: number
  /** Kept bytes one client id may have published. Default 4 MiB. */
  maxStoredBytesPerClient: number
  /** Kept bytes the clients of one IP address may have published together. Default 16 MiB. */
  maxStoredBytesPerIp: number
  /** Frames one socket may send (requests and acknowledgements). Default 50/s, burst 500. */
  framesPerSocket: RateLimit
  /** Bytes one socket may send. Default 1 MiB/s, burst 8 MiB. */
  bytesPerSocket: RateLimit
  /** Sockets one IP address may hold open. Default 50. */
  maxConnectionsPerIp: number
  /** New sockets per IP address (each costs a signature check). Default 10/s, burst 50. */
  connectsPerIp: RateLimit
  /** Pushes to one socket not acknowledged yet; more wait their turn. Default 100. */
  maxInflightPerSocket: number
  /** Bytes waiting to go out to one socket; a reader this slow is disconnected. Default 8 MiB. */
  maxBufferedBytesPerSocket: number
}

/** The relay as the cloud runs it. */
export type Relay = {
  /** `ws://127.0.0.1:<port>`: what a client passes as `relayUrl`. */
  url: string
  port: number
  /** Where messages are kept: this process's memory, or the Postgres tables every process shares. */
  backend: 'memory' | 'postgres'
  /** Messages kept now (tests and the load check read it); on Postgres, as of the last sweep. */
  size(): number
  /** Bytes of messages kept now (the global budget's use); on Postgres, as of the last sweep. */
  bytes(): number
  /**
   * Takes a WebSocket upgrade that reached another server (the cloud's `/relay` path): the same
   * limits and project checks as on the relay's own port.
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Closes every socket (code 1001) and the server; in memory, messages are dropped. */
  stop(): Promise<void>
}
