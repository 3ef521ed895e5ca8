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
}

/** Bounds of the in-memory mailbox (a local relay; see the cloud README). */
export type RelayLimits = {
  /** Messages kept per topic; the oldest goes first. Default 500. */
  maxMessagesPerTopic: number
  /** Messages kept in all; the oldest goes first. Default 50 000. */
  maxMessages: number
  /** The longest ttl honoured, in seconds (a client asking more gets this). Default 30 days. */
  maxTtlSeconds: number
  /** Topics one socket may subscribe to. Default 10 000. */
  maxSubscriptionsPerSocket: number
  /** Largest websocket frame accepted, in bytes. Default 1 MiB. */
  maxPayloadBytes: number
}

/** The relay as the cloud runs it. */
export type Relay = {
  /** `ws://127.0.0.1:<port>`: what a client passes as `relayUrl`. */
  url: string
  port: number
  /** Messages in memory now (tests and the load check read it). */
  size(): number
  /** Closes every socket (code 1001) and the server; messages are dropped. */
  stop(): Promise<void>
}
