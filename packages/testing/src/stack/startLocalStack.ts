import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { LocalStackError } from '../errors/LocalStackError'
import { freePorts } from './freePorts'
import { type Service, startService } from './startService'
import type { LocalStack, LocalStackPort, StartLocalStackOptions } from './types'

const host = '127.0.0.1'

/** The CAIP-2 references of core's three Solana networks (mainnet-beta, testnet, devnet). */
const SOLANA_REFERENCES = [
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
] as const

/**
 * Starts the local stack a dapp's end-to-end tests run against, on free loopback ports and in a
 * fresh data folder: the cloud (anvil chains 1 and 8453, Blockchain API, registry, RPC proxy,
 * WalletConnect relay, the three Solana networks) and, when installed, the secure site (embedded wallet, local OpenID
 * provider) with its mail catcher (a process of its own). Resolves once every service answers its health check.
 *
 * @example
 * // playwright globalSetup
 * const stack = await startLocalStack({ dappOrigins: ['http://127.0.0.1:5173'] })
 * Object.assign(process.env, stack.env)
 * return stack.stop
 */
export async function startLocalStack(options: StartLocalStackOptions = {}): Promise<LocalStack> {
  const projectId = options.projectId ?? 'airlock-e2e'
  const from = options.resolveFrom ?? process.cwd()
  const timeoutMs = options.timeoutMs ?? 180_000
  const cloudMain = options.cloudMain ?? requireMain('@airlock/cloud', from)
  const secureSiteMain =
    options.secureSiteMain === false
      ? undefined
      : (options.secureSiteMain ?? resolveMain('@airlock/secure-site', from))
  for (const main of [cloudMain, secureSiteMain])
    if (main !== undefined && !existsSync(main))
      throw new LocalStackError(`${main} does not exist: build its package first`)

  const temporary = options.dataDir === undefined
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'airlock-stack-')))
  const extraChains = options.extraChains ?? []
  const free = await freePorts(9 + extraChains.length)
  const port = (name: LocalStackPort, index: number) =>
    options.ports?.[name] ?? (free[index] as number)
  const [cloudPort, relayPort, chain1, chain8453, sitePort, oidcPort, smtpPort, mailPort] = [
    port('cloud', 0),
    port('relay', 1),
    port('chain1', 2),
    port('chain8453', 3),
    port('secureSite', 4),
    port('oidc', 5),
    port('smtp', 6),
    port('mail', 7),
  ]
  const solanaPort = port('solana', 8)
  const cloudUrl = `http://${host}:${cloudPort}`
  const projects = `${projectId}=${(options.dappOrigins ?? []).join('|')}`
  const services: Service[] = []
  const stop = async () => {
    for (const service of services.splice(0).reverse()) await service.stop()
    if (temporary) await rm(dataDir, { recursive: true, force: true })
  }

  try {
    services.push(
      await startService({
        name: 'the cloud',
        main: cloudMain,
        healthUrl: `${cloudUrl}/health`,
        timeoutMs,
        env: {
          AIRLOCK_CLOUD_PORT: String(cloudPort),
          AIRLOCK_RELAY_PORT: String(relayPort),
          AIRLOCK_SOLANA_PORT: String(solanaPort),
          AIRLOCK_DATA_DIR: join(dataDir, 'cloud'),
          AIRLOCK_CHAIN_PORTS: [
            `1:${chain1}`,
            `8453:${chain8453}`,
            ...extraChains.map((id, index) => `${id}:${free[9 + index]}`),
          ].join(','),
          AIRLOCK_PROJECTS: projects,
          ...(options.limits === 'production' ? {} : raisedLimits()),
        },
      }),
    )
    const site = secureSiteMain
      ? {
          url: `http://${host}:${sitePort}`,
          mailUrl: `http://${host}:${mailPort}`,
          oidcUrl: `http://${host}:${oidcPort}`,
        }
      : undefined
    // The mail catcher is the secure site's development inbox, in a process of its own (the
    // key-holding site never runs it); it ships beside the site's main as mailCatcher.js.
    if (site && secureSiteMain)
      services.push(
        await startService({
          name: 'the mail catcher',
          main: join(dirname(secureSiteMain), 'mailCatcher.js'),
          healthUrl: `${site.mailUrl}/api/healthz`,
          timeoutMs,
          env: {
            AIRLOCK_SMTP_PORT: String(smtpPort),
            AIRLOCK_MAIL_PORT: String(mailPort),
            AIRLOCK_DATA_DIR: join(dataDir, 'secure-site'),
          },
        }),
      )
    if (site && secureSiteMain)
      services.push(
        await startService({
          name: 'the secure site',
          main: secureSiteMain,
          healthUrl: `${site.url}/health`,
          timeoutMs,
          env: {
            AIRLOCK_SECURE_SITE_PORT: String(sitePort),
            AIRLOCK_OIDC_PORT: String(oidcPort),
            AIRLOCK_SMTP_PORT: String(smtpPort),
            AIRLOCK_MAIL_PORT: String(mailPort),
            AIRLOCK_DATA_DIR: join(dataDir, 'secure-site'),
            AIRLOCK_CLOUD_URL: cloudUrl,
            AIRLOCK_PROJECTS: projects,
            // The site's flood limits, raised explicitly for a suite as the cloud's are
            // (limits: 'production' keeps the defaults the dev command runs).
            ...(options.limits === 'production'
              ? {}
              : {
                  AIRLOCK_SECURE_SITE_RATE_LIMIT_IP: '100000/100000',
                  AIRLOCK_SECURE_SITE_RATE_LIMIT_PROJECT: '100000/100000',
                  AIRLOCK_SECURE_SITE_LONG_POLLS_PER_IP: '1000',
                  AIRLOCK_SECURE_SITE_LONG_POLLS: '1000',
                  AIRLOCK_SECURE_SITE_CONNECTIONS_PER_IP: '10000',
                }),
          },
        }),
      )
    const rpc: Record<number, string> = {
      1: `http://${host}:${chain1}`,
      8453: `http://${host}:${chain8453}`,
    }
    extraChains.forEach((id, index) => {
      rpc[id] = `http://${host}:${free[9 + index]}`
    })
    const solanaUrl = `http://${host}:${solanaPort}`
    const solanaRpc = Object.fromEntries(
      SOLANA_REFERENCES.map((reference) => [`solana:${reference}`, `${solanaUrl}/${reference}`]),
    )
    const relayUrl = `ws://${host}:${relayPort}`
    const env: Record<string, string> = {
      E2E_PROJECT_ID: projectId,
      E2E_CLOUD_URL: cloudUrl,
      E2E_RELAY_URL: relayUrl,
      E2E_SOLANA_URL: solanaUrl,
      ...Object.fromEntries(Object.entries(rpc).map(([id, url]) => [`E2E_RPC_${id}`, url])),
      ...(site && {
        E2E_SECURE_SITE_URL: site.url,
        E2E_MAIL_URL: site.mailUrl,
        E2E_OIDC_URL: site.oidcUrl,
      }),
    }
    return {
      projectId,
      cloudUrl,
      relayUrl,
      rpc,
      solanaUrl,
      solanaRpc,
      secureSiteUrl: site?.url,
      mailUrl: site?.mailUrl,
      oidcUrl: site?.oidcUrl,
      dataDir,
      env,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** `dist/main.js` of an installed service package, or undefined when it is not installed. */
function resolveMain(name: string, from: string): string | undefined {
  try {
    const manifest = createRequire(join(from, 'package.json')).resolve(`${name}/package.json`)
    return join(dirname(manifest), 'dist', 'main.js')
  } catch {
    return undefined
  }
}

function requireMain(name: string, from: string): string {
  const main = resolveMain(name, from)
  if (main === undefined)
    throw new LocalStackError(
      `${name} is not installed where the stack was asked to look (${from}): install it, or pass its bundle`,
    )
  return main
}

// Out of a test suite's way: every request of a suite comes from 127.0.0.1.
const RAISED_LIMITS: Readonly<Record<string, string>> = {
  AIRLOCK_RATE_LIMIT_IP: '100000/100000',
  AIRLOCK_RATE_LIMIT_PROJECT: '100000/100000',
  AIRLOCK_RPC_RATE_LIMIT_IP: '100000/100000',
  AIRLOCK_RPC_RATE_LIMIT_PROJECT: '100000/100000',
  AIRLOCK_CONNECTIONS_PER_IP: '10000',
  AIRLOCK_RELAY_CONNECTIONS_PER_IP: '10000',
}

/** The raised limits, less any the caller's environment sets itself. */
function raisedLimits(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(RAISED_LIMITS).filter(([name]) => process.env[name] === undefined),
  )
}
