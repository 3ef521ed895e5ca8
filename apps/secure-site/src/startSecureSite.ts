import { mkdir } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { Store } from '@airlock/store'
import { getRequestListener } from '@hono/node-server'
import { findUp } from './config/findUp'
import { LOCAL_DEPLOYER_KEY } from './config/localDeployerKey'
import type { SecureSiteConfig } from './config/types'
import { loadMasterKey } from './crypto/loadMasterKey'
import { loadPreviousMasterKeys } from './keys/loadPreviousMasterKeys'
import { capConnectionsPerIp } from './limits/capConnectionsPerIp'
import type { LongPollSlots } from './limits/createLongPollSlots'
import { createLongPollSlots } from './limits/createLongPollSlots'
import { createTokenBuckets } from './limits/createTokenBuckets'
import { defaultSiteLimits } from './limits/defaultSiteLimits'
import { sendMail } from './mail/sendMail'
import { type OidcProvider, startOidcProvider } from './oidc/startOidcProvider'
import { createApp } from './server/createApp'
import type { SiteContext } from './server/SiteContext'
import { listSmartAccountChains } from './smartAccount/listSmartAccountChains'
import { createStore } from './store/createStore'
import { migrate } from './store/migrate'

export type StartedSecureSite = {
  /** The frame page's origin, e.g. `http://127.0.0.1:8788`. */
  url: string
  /** The local OpenID provider's issuer. */
  oidcUrl: string
  store: Store
  /** The configuration in effect (ports resolved when 0 was asked for). */
  config: SecureSiteConfig
  startupMs: number
  /** The long polls held now, per client IP or in total (tests wait on it). */
  longPolls: Pick<LongPollSlots, 'held'>
  stop(): Promise<void>
}

/**
 * Starts the secure site: the store and its migrations, the local OpenID provider, then the
 * frame page and API server. All on 127.0.0.1; port 0 picks free ports. `stop()` ends everything
 * it started, in reverse order. Mail goes over SMTP to `127.0.0.1:<smtpPort>`: in development
 * the mail catcher, which runs in its own process (`dist/mailCatcher.js`) or in a test, never
 * in this one.
 *
 * @example
 * const mail = await startMailCatcher({ smtpPort: 0, httpPort: 0, mailDir })
 * const site = await startSecureSite({ ...loadConfig(), port: 0, oidcPort: 0, smtpPort: mail.smtpPort, dataDir: tmp })
 * await fetch(`${site.url}/health`)
 * await site.stop()
 */
export async function startSecureSite(input: SecureSiteConfig): Promise<StartedSecureSite> {
  const started = performance.now()
  const config: SecureSiteConfig = { ...input, projects: input.projects.map((p) => ({ ...p })) }
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop()
      } catch (error) {
        console.error('[secure-site] error while stopping', error)
      }
    }
  }
  let handler: ReturnType<typeof getRequestListener> | undefined
  const starting = getRequestListener(() =>
    Response.json({ error: 'Service Unavailable', reason: 'starting' }, { status: 503 }),
  )
  const limits = { ...defaultSiteLimits, ...input.limits }
  // A client that sends its headers or body slowly (slowloris) must not hold a socket: Node
  // checks these deadlines on a timer (30 s by default), so it checks often enough that the
  // deadline is the deadline. A long poll is not affected: its request is read at once.
  const requestTimeout = Math.max(limits.headersTimeoutMs, limits.requestTimeoutMs)
  const server: Server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout,
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    (req, res) => (handler ?? starting)(req, res),
  )
  // Behind reverse proxies every connection comes from a proxy: capping connections is theirs.
  if ((config.trustedProxies ?? 0) === 0) capConnectionsPerIp(server, limits.connectionsPerIp)
  const longPolls = createLongPollSlots({ perIp: limits.longPollsPerIp, total: limits.longPolls })
  try {
    await listen(server, config.port)
    stops.push(() => close(server))
    config.port = (server.address() as AddressInfo).port
    const publicUrl = `http://127.0.0.1:${config.port}`

    await mkdir(config.dataDir, { recursive: true })

    const masterKey = await loadMasterKey(
      config.secret
        ? { dataDir: config.dataDir, secret: config.secret }
        : { dataDir: config.dataDir },
    )
    const previousMasterKeys = await loadPreviousMasterKeys({
      dataDir: config.dataDir,
      ...(config.previousSecrets ? { previousSecrets: config.previousSecrets } : {}),
    })
    const store = await createStore(
      config.databaseUrl
        ? { dataDir: config.dataDir, databaseUrl: config.databaseUrl }
        : { dataDir: config.dataDir },
    )
    stops.push(() => store.close())
    await migrate(store)

    const oidc: OidcProvider = await startOidcProvider({
      port: config.oidcPort,
      redirectUri: `${publicUrl}/social/callback`,
    })
    stops.push(() => oidc.stop())
    config.oidcPort = Number(new URL(oidc.issuer).port)

    const ctx: SiteContext = {
      config,
      store,
      masterKey,
      previousMasterKeys,
      now: config.now ?? Date.now,
      publicUrl,
      oidcIssuer: oidc.issuer,
      sendMail: (to, subject, text) =>
        sendMail({
          host: '127.0.0.1',
          port: config.smtpPort,
          from: 'wallet@airlock.local',
          to,
          subject,
          text,
        }),
      rpcUrl: (chainId, projectId) =>
        config.rpcUrls?.[chainId] ??
        `${config.cloudUrl}/v1/?chainId=${chainId}&projectId=${encodeURIComponent(projectId)}`,
      smartAccountDeployerKey: config.smartAccountDeployerKey ?? LOCAL_DEPLOYER_KEY,
      smartAccountChains: new Map(),
      sponsorQueues: new Map(),
      nonceSweep: { at: 0 },
      rateLimits: {
        perIp: createTokenBuckets(limits.ratePerIp),
        perProject: createTokenBuckets(limits.ratePerProject),
      },
      longPolls,
    }
    // The factory goes onto the chains known now in the background; a chain that is not ready
    // yet (the cloud may start after this site) is tried again when a page asks.
    const firstProject = config.projects[0]?.id
    if (firstProject) void listSmartAccountChains(ctx, firstProject).catch(() => undefined)
    const app = createApp(ctx, {
      frameScript: config.frameScript ?? join(findUp('package.json'), 'dist', 'frame.js'),
    })
    handler = getRequestListener(app.fetch)
    return {
      url: publicUrl,
      oidcUrl: oidc.issuer,
      store,
      config,
      startupMs: Math.round(performance.now() - started),
      longPolls: { held: (ip) => longPolls.held(ip) },
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve())
    // Long-polls and keep-alive sockets would otherwise hold close() open.
    server.closeAllConnections()
  })
}
