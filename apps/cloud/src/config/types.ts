import type { CloudLimits } from '../limits/types'
import type { RelayLimits } from '../relay/types'

/**
 * One EVM chain the cloud serves: its EIP-155 id and the loopback port of the anvil it starts,
 * or, with `upstreamUrl`, the JSON-RPC URL of a node the operator runs or pays for (then the
 * cloud starts no node for it and `port` is unused).
 */
export type ChainPort = { chainId: number; port: number; upstreamUrl?: string }

/** A project allowed to call the cloud, and the browser origins it may call from. */
export type ProjectConfig = { id: string; name?: string; origins: string[] }

/** Everything the cloud reads from its environment, resolved once at start. */
export type CloudConfig = {
  /** Always loopback: nothing the cloud starts listens elsewhere. */
  host: '127.0.0.1'
  /** HTTP port; 0 picks a free one (tests). */
  port: number
  /** WalletConnect relay (websocket) port; 0 picks a free one (tests). */
  relayPort: number
  /**
   * The local Solana RPC's port (`AIRLOCK_SOLANA_PORT`, default 8899): the three Solana networks,
   * one litesvm each, path `/<CAIP-2 reference>`. 0 picks a free one (tests); absent: not started.
   */
  solanaPort?: number
  /** Where PGlite data (`pg/`) and chain state files live. */
  dataDir: string
  /** When set, a real Postgres server is used instead of PGlite. */
  databaseUrl?: string
  chains: ChainPort[]
  /**
   * Seed chains that have an `upstreamUrl` too (`AIRLOCK_SEED_UPSTREAM=1`): only for an upstream
   * that is a dev node (anvil with the test mnemonic). Local anvils are always seeded.
   */
  seedUpstream?: boolean
  /** The URL clients use to reach this cloud (image URLs and RPC URLs are built from it). */
  publicUrl: string
  /** Projects whose analytics is off (`AIRLOCK_ANALYTICS_OFF`, comma-separated ids). */
  analyticsOff?: string[]
  /**
   * The operator's token for the analytics page (`AIRLOCK_ANALYTICS_TOKEN`, at least 16
   * characters). Unset: the page answers only on a loopback host name in development, and not
   * at all in production.
   */
  analyticsToken?: string
  /** Projects added on top of the seeded ones (`AIRLOCK_PROJECTS`); in production the only ones. */
  projects: ProjectConfig[]
  /**
   * Production (`NODE_ENV=production` or `AIRLOCK_PRODUCTION=1`): the demo projects, which allow
   * localhost origins, are not seeded (and removed if an earlier development start left them).
   */
  production?: boolean
  /**
   * Rate and connection limits (`defaultCloudLimits` when absent). `loadConfig` always sets
   * them, from the environment or the defaults.
   */
  limits?: CloudLimits
  /** The relay's limits (`AIRLOCK_RELAY_*`, see `loadRelayLimits`); `defaultRelayLimits` when absent. */
  relayLimits?: RelayLimits
  /**
   * Reverse proxies in front of the cloud whose `X-Forwarded-For` is believed for the per-IP
   * limits (`AIRLOCK_TRUST_PROXY`); 0 (the default) believes none.
   */
  trustProxyHops?: number
  /** Milliseconds a client may take to send its request headers; default 10 000. */
  headersTimeoutMs?: number
  /** Milliseconds a client may take to send its whole request (headers and body); default 30 000. */
  requestTimeoutMs?: number
  /**
   * The on-ramp provider (`AIRLOCK_ONRAMP_PROVIDER`): `local` serves the local provider page,
   * `off` none. Absent: `local`, or `off` when `production`.
   */
  onrampProvider?: 'local' | 'off'
}
