import { mkdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStore, type Store } from '@airlock/store'
import { getRequestListener } from '@hono/node-server'
import { startChains } from './chains/startChains'
import type { CloudConfig } from './config/types'
import { type Indexer, startIndexer } from './indexer/startIndexer'
import { capConnectionsPerIp } from './limits/capConnectionsPerIp'
import { defaultCloudLimits } from './limits/defaultCloudLimits'
import { seedNames } from './names/seedNames'
import { createProjectLookup } from './projects/createProjectLookup'
import { seedProjects } from './projects/seedProjects'
import { seedRegistry } from './registry/seedRegistry'
import { startRelay } from './relay/startRelay'
import type { Relay } from './relay/types'
import { seed } from './seed/seed'
import { ADVISORY_LOCKS, withAdvisoryLock } from './seed/withAdvisoryLock'
import { createApp } from './server/createApp'
import { routeUpgrades } from './server/routeUpgrades'
import type { ChainsHandle } from './server/types'
import { type SolanaRpc, startSolanaRpc } from './solana/startSolanaRpc'
import { migrate } from './store/migrate'
import { startPoolPriceSync } from './swap/startPoolPriceSync'

/** How long a client may take to send its request headers (`headersTimeoutMs`). */
export const defaultHeadersTimeoutMs = 10_000
/** How long a client may take to send its whole request (`requestTimeoutMs`). */
export const defaultRequestTimeoutMs = 30_000

export type StartedCloud = {
  /** Where the HTTP server listens, e.g. `http://127.0.0.1:8787`. */
  url: string
  /** The WalletConnect relay, e.g. `ws://127.0.0.1:8789` (a client's `relayUrl`). */
  relayUrl: string
  relay: Relay
  /**
   * The local Solana RPC (three networks, `<solanaUrl>/<CAIP-2 reference>`), when
   * `config.solanaPort` is set.
   */
  solana?: SolanaRpc
  /** e.g. `http://127.0.0.1:8899`; a network's endpoint adds `/<reference>`. */
  solanaUrl?: string
  /** The configuration in effect (ports resolved when 0 was asked for). */
  config: CloudConfig
  store: Store
  chains: ChainsHandle
  /** Follows the chains into the store; `await cloud.indexer.synced()` before reading history. */
  indexer: Indexer
  /** Milliseconds from the call to ready. */
  startupMs: number
  /** Milliseconds each start step took, in order (store, migrate, seedPlatform, chains, ...). */
  timings: Record<string, number>
  /** Stops the server, the indexer, the chains, the relay and the store, in that order. */
  stop(): Promise<void>
}

/**
 * Starts the whole local cloud: store + migrations, projects and registry, the WalletConnect
 * relay, chains (one anvil each, or the upstream node configured for it), the chain seed, the
 * indexer (caught up), then the HTTP API. The server listens first (answering 503 until ready),
 * so port 0 resolves to a free port before anything builds URLs from it.
 *
 * @example
 * const cloud = await startCloud({ ...loadConfig(), port: 0, dataDir: tmp })
 * await fetch(`${cloud.url}/health`)
 * await cloud.stop()
 */
export async function startCloud(input: CloudConfig): Promise<StartedCloud> {
  const started = performance.now()
  const timings: Record<string, number> = {}
  let last = started
  const step = (name: string) => {
    const now = performance.now()
    timings[name] = Math.round(now - last)
    last = now
  }
  const config: CloudConfig = {
    ...input,
    chains: input.chains.map((c) => ({ ...c })),
    limits: input.limits ?? defaultCloudLimits,
  }
  let handler: ReturnType<typeof getRequestListener> | undefined
  const starting = getRequestListener(() =>
    Response.json({ error: 'Service Unavailable', reason: 'starting' }, { status: 503 }),
  )
  // A client that sends headers or a body slowly must not hold a socket forever. Node checks
  // these deadlines on a timer (30 s by default, which would let a slow client stay up to 40 s
  // past a 10 s deadline): check often enough that the deadline is the deadline.
  const headersTimeout = config.headersTimeoutMs ?? defaultHeadersTimeoutMs
  const requestTimeout = Math.max(
    headersTimeout,
    config.requestTimeoutMs ?? defaultRequestTimeoutMs,
  )
  const server = createServer(
    {
      headersTimeout,
      requestTimeout,
      connectionsCheckingInterval: Math.max(10, Math.min(1_000, Math.floor(headersTimeout / 4))),
    },
    (req, res) => (handler ?? starting)(req, res),
  )
  capConnectionsPerIp(
    server,
    config.limits?.connectionsPerIp ?? defaultCloudLimits.connectionsPerIp,
  )
  await listen(server, config.port, config.host)
  const port = (server.address() as AddressInfo).port
  if (config.publicUrl === `http://${config.host}:${config.port}`)
    config.publicUrl = `http://${config.host}:${port}`
  config.port = port

  // Stopped in reverse order of start, after the server, so no request meets a closed store.
  const stops: (() => Promise<void>)[] = []
  let stopping: Promise<void> | undefined
  const stopAll = () => {
    stopping ??= stopEverything()
    return stopping
  }
  const stopEverything = async () => {
    for (const stop of [() => close(server), ...stops.reverse()]) {
      try {
        await stop()
      } catch (error) {
        console.error('[cloud] error while stopping', error)
      }
    }
    stops.length = 0
  }
  try {
    await mkdir(config.dataDir, { recursive: true })
    const store = await createStore(
      config.databaseUrl
        ? { dataDir: config.dataDir, databaseUrl: config.databaseUrl }
        : { dataDir: config.dataDir },
    )
    stops.push(() => store.close())
    step('store')
    // Processes sharing one Postgres take turns (an advisory lock): one migrates and seeds, the
    // next finds it done.
    await withAdvisoryLock(store, ADVISORY_LOCKS.platform, 0, async (tx) => {
      await migrate(tx)
      step('migrate')
      await seedProjects(tx, config.projects, {
        production: config.production === true,
        ...(config.analyticsOff ? { analyticsOff: config.analyticsOff } : {}),
      })
      await seedRegistry(tx)
      await seedNames(tx)
    })
    step('seedPlatform')
    // The relay needs the projects table (and, on Postgres, its own); it listens before the
    // chains so a wallet or dapp started beside the cloud can connect early.
    const relay = await startRelay({
      host: config.host,
      port: config.relayPort,
      findProject: createProjectLookup(store),
      trustedHops: config.trustProxyHops ?? 0,
      headersTimeoutMs: headersTimeout,
      limits: {
        ...config.relayLimits,
        maxConnectionsPerIp:
          config.limits?.relayConnectionsPerIp ??
          config.relayLimits?.maxConnectionsPerIp ??
          defaultCloudLimits.relayConnectionsPerIp,
      },
      // On a Postgres server the relay's messages are shared by every cloud process on it.
      store,
    })
    config.relayPort = relay.port
    stops.push(() => relay.stop())
    step('relay')
    // The Solana networks live in this process (litesvm); their RPC listens on its own port.
    let solana: SolanaRpc | undefined
    if (config.solanaPort !== undefined) {
      const started = await startSolanaRpc({ port: config.solanaPort, host: config.host })
      solana = started
      config.solanaPort = started.port
      stops.push(() => started.stop())
      step('solana')
    }
    const chains = await startChains({ config, store })
    stops.push(() => chains.stop())
    step('chains')
    await seed({ chains, store, config })
    step('seedChains')
    const indexer = await startIndexer({ chains, store, config })
    stops.push(() => indexer.stop())
    // Healthy means history is complete up to the heads at start (the seed's transfers included).
    await indexer.synced()
    step('indexer')
    // The prices table follows the swap pools (history values and on-ramp quotes read it).
    const priceSync = startPoolPriceSync({ chains, store })
    stops.push(() => priceSync.stop())
    await priceSync.syncNow()
    const app = createApp({ store, config, chains, ...(solana ? { solana } : {}) })
    handler = getRequestListener(app.fetch)
    routeUpgrades(server, { relay, solana, findProject: createProjectLookup(store) })
    const startupMs = Math.round(performance.now() - started)
    return {
      url: `http://${config.host}:${port}`,
      relayUrl: relay.url,
      relay,
      ...(solana ? { solana, solanaUrl: solana.url } : {}),
      config,
      store,
      chains,
      indexer,
      startupMs,
      timings,
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Keep-alive sockets (load tests, fetch's pool) would otherwise hold close() open.
    server.closeAllConnections()
  })
}
