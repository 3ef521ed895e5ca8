import { isAbsolute, join, resolve } from 'node:path'
import { parseProjects } from '@airlock/store'
import { defaultCloudLimits } from '../limits/defaultCloudLimits'
import { parseRateLimit } from '../limits/parseRateLimit'
import type { CloudLimits } from '../limits/types'
import { loadOnrampProvider } from '../onramp/loadOnrampProvider'
import { loadRelayLimits } from '../relay/loadRelayLimits'
import { DEFAULT_SOLANA_PORT } from '../solana/constants'
import { ConfigError } from './errors'
import { findRepoRoot } from './findRepoRoot'
import { parseChainPorts } from './parseChainPorts'
import { parseUpstreamRpcUrls } from './parseUpstreamRpcUrls'
import type { CloudConfig } from './types'

const defaultChains = [
  { chainId: 1, port: 8545 },
  { chainId: 8453, port: 8546 },
]

/**
 * Reads the cloud's configuration from the environment.
 *
 * | Variable | Default |
 * |---|---|
 * | `AIRLOCK_CLOUD_PORT` | 8787 |
 * | `AIRLOCK_RELAY_PORT` | 8789 (the WalletConnect relay) |
 * | `AIRLOCK_SOLANA_PORT` | 8899 (the local Solana RPC, all three networks; `off`: not started) |
 * | `AIRLOCK_DATA_DIR` | `<repo root>/.airlock/cloud` |
 * | `DATABASE_URL` | unset: embedded PGlite in `<data dir>/pg` |
 * | `AIRLOCK_CHAIN_PORTS` | `1:8545,8453:8546` |
 * | `AIRLOCK_UPSTREAM_RPC_URLS` | none: every chain is a local anvil (`1=https://…,8453=http://…`: those chains use that node, no anvil) |
 * | `AIRLOCK_SEED_UPSTREAM` | unset: upstream chains are not seeded (`1`: seed them too; dev nodes only) |
 * | `AIRLOCK_CLOUD_PUBLIC_URL` | `http://127.0.0.1:<port>` |
 * | `AIRLOCK_PROJECTS` | none (`id=origin1\|origin2;id2=origin3`) |
 * | `AIRLOCK_RATE_LIMIT_IP`, `AIRLOCK_RATE_LIMIT_PROJECT` | `50/500`, `500/5000` (API, per second/burst) |
 * | `AIRLOCK_RPC_RATE_LIMIT_IP`, `AIRLOCK_RPC_RATE_LIMIT_PROJECT` | `50/500`, `500/5000` (RPC proxy) |
 * | `AIRLOCK_CONNECTIONS_PER_IP`, `AIRLOCK_RELAY_CONNECTIONS_PER_IP` | 64, 50 |
 * | `AIRLOCK_RELAY_*` (every relay limit, see `loadRelayLimits`) | `defaultRelayLimits` |
 * | `NODE_ENV=production` or `AIRLOCK_PRODUCTION=1` | unset: the demo projects are seeded |
 * | `AIRLOCK_TRUST_PROXY` | 0 (reverse proxies whose `X-Forwarded-For` counts for the per-IP limits) |
 * | `AIRLOCK_ONRAMP_PROVIDER` | `local` (the local provider page), `off` in production |
 * | `AIRLOCK_ANALYTICS_OFF` | none (project ids whose analytics is off, comma-separated) |
 * | `AIRLOCK_ANALYTICS_TOKEN` | none (the operator token of `GET /analytics`, 16+ characters) |
 *
 * @example
 * const config = loadConfig({ AIRLOCK_CLOUD_PORT: '9000' })
 * config.publicUrl // 'http://127.0.0.1:9000'
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): CloudConfig {
  const port = parsePort('AIRLOCK_CLOUD_PORT', env.AIRLOCK_CLOUD_PORT, 8787)
  const relayPort = parsePort('AIRLOCK_RELAY_PORT', env.AIRLOCK_RELAY_PORT, 8789)
  const solanaPort =
    env.AIRLOCK_SOLANA_PORT === 'off'
      ? undefined
      : parsePort('AIRLOCK_SOLANA_PORT', env.AIRLOCK_SOLANA_PORT, DEFAULT_SOLANA_PORT)
  const dataDirEnv = env.AIRLOCK_DATA_DIR
  const dataDir = dataDirEnv
    ? isAbsolute(dataDirEnv)
      ? dataDirEnv
      : resolve(dataDirEnv)
    : join(findRepoRoot(), '.airlock', 'cloud')
  const localChains = env.AIRLOCK_CHAIN_PORTS
    ? parseChainPorts(env.AIRLOCK_CHAIN_PORTS)
    : defaultChains.map((c) => ({ ...c }))
  const chains = env.AIRLOCK_UPSTREAM_RPC_URLS
    ? parseUpstreamRpcUrls(env.AIRLOCK_UPSTREAM_RPC_URLS, localChains)
    : localChains
  const publicUrl = (env.AIRLOCK_CLOUD_PUBLIC_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
  const config: CloudConfig = {
    host: '127.0.0.1',
    port,
    relayPort,
    dataDir,
    chains,
    publicUrl,
    projects: env.AIRLOCK_PROJECTS ? parseProjects(env.AIRLOCK_PROJECTS, ConfigError) : [],
    limits: loadLimits(env),
    relayLimits: loadRelayLimits(env),
    production: env.NODE_ENV === 'production' || env.AIRLOCK_PRODUCTION === '1',
    trustProxyHops: parseCount('AIRLOCK_TRUST_PROXY', env.AIRLOCK_TRUST_PROXY, 0, 0),
  }
  const analyticsOff = (env.AIRLOCK_ANALYTICS_OFF ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  if (analyticsOff.some((id) => !/^[A-Za-z0-9_-]{1,64}$/.test(id)))
    throw new ConfigError(
      'AIRLOCK_ANALYTICS_OFF',
      env.AIRLOCK_ANALYTICS_OFF ?? '',
      'project ids, comma-separated',
    )
  if (analyticsOff.length > 0) config.analyticsOff = analyticsOff
  const analyticsToken = env.AIRLOCK_ANALYTICS_TOKEN ?? ''
  if (analyticsToken !== '' && analyticsToken.length < 16)
    throw new ConfigError('AIRLOCK_ANALYTICS_TOKEN', '(hidden)', 'at least 16 characters')
  if (analyticsToken !== '') config.analyticsToken = analyticsToken
  if (solanaPort !== undefined) config.solanaPort = solanaPort
  if (env.DATABASE_URL) config.databaseUrl = env.DATABASE_URL
  config.onrampProvider = loadOnrampProvider(env, config.production === true)
  const seedUpstream = env.AIRLOCK_SEED_UPSTREAM ?? ''
  if (!['', '0', '1'].includes(seedUpstream))
    throw new ConfigError('AIRLOCK_SEED_UPSTREAM', seedUpstream, '1 or 0')
  if (seedUpstream === '1') config.seedUpstream = true
  return config
}

function parsePort(variable: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(variable, value, 'a port number 0-65535')
  return port
}

function loadLimits(env: NodeJS.ProcessEnv): CloudLimits {
  const d = defaultCloudLimits
  return {
    apiPerIp: parseRateLimit('AIRLOCK_RATE_LIMIT_IP', env.AIRLOCK_RATE_LIMIT_IP, d.apiPerIp),
    apiPerProject: parseRateLimit(
      'AIRLOCK_RATE_LIMIT_PROJECT',
      env.AIRLOCK_RATE_LIMIT_PROJECT,
      d.apiPerProject,
    ),
    rpcPerIp: parseRateLimit(
      'AIRLOCK_RPC_RATE_LIMIT_IP',
      env.AIRLOCK_RPC_RATE_LIMIT_IP,
      d.rpcPerIp,
    ),
    rpcPerProject: parseRateLimit(
      'AIRLOCK_RPC_RATE_LIMIT_PROJECT',
      env.AIRLOCK_RPC_RATE_LIMIT_PROJECT,
      d.rpcPerProject,
    ),
    connectionsPerIp: parseCount(
      'AIRLOCK_CONNECTIONS_PER_IP',
      env.AIRLOCK_CONNECTIONS_PER_IP,
      d.connectionsPerIp,
    ),
    relayConnectionsPerIp: parseCount(
      'AIRLOCK_RELAY_CONNECTIONS_PER_IP',
      env.AIRLOCK_RELAY_CONNECTIONS_PER_IP,
      d.relayConnectionsPerIp,
    ),
  }
}

function parseCount(
  variable: string,
  value: string | undefined,
  fallback: number,
  min = 1,
): number {
  if (value === undefined || value === '') return fallback
  const count = Number(value)
  if (!Number.isInteger(count) || count < min)
    throw new ConfigError(variable, value, `an integer ≥ ${min}`)
  return count
}
