import type { RelayLimits } from './types'

const MiB = 1024 * 1024

/**
 * The relay's production defaults (`npm run dev` runs them too). A WalletConnect pairing is a
 * handful of messages of a few KB; a wallet with many sessions subscribes to tens of topics.
 */
export const defaultRelayLimits: RelayLimits = {
  maxMessagesPerTopic: 500,
  maxMessages: 50_000,
  maxBytes: 64 * MiB,
  maxTtlSeconds: 30 * 24 * 60 * 60,
  maxSubscriptionsPerSocket: 1_000,
  maxPayloadBytes: 512 * 1024,
  maxStoredMessagesPerClient: 1_000,
  maxStoredBytesPerClient: 4 * MiB,
  maxStoredBytesPerIp: 16 * MiB,
  framesPerSocket: { perSecond: 50, burst: 500 },
  bytesPerSocket: { perSecond: MiB, burst: 8 * MiB },
  maxConnectionsPerIp: 50,
  connectsPerIp: { perSecond: 10, burst: 50 },
  maxInflightPerSocket: 100,
  maxBufferedBytesPerSocket: 8 * MiB,
}
