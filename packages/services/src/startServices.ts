import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { ServicesError } from './errors/ServicesError'
import { type ServicePorts, servicePorts } from './servicePorts'
import { type Service, startService } from './startService'

const host = '127.0.0.1'

/** What {@link startServices} starts, and where. Every field has a default. */
export type StartServicesOptions = {
  /** The project id the dapp passes to `createAirlock`. Default `my-dapp`. */
  projectId?: string
  /**
   * The dapp origins the project accepts calls and frames from. Default
   * `http://localhost:5173` and `http://127.0.0.1:5173` (Vite's dev server).
   */
  origins?: readonly string[]
  /** Where the services keep their data (kept between runs). Default `.airlock` in the cwd. */
  dataDir?: string
  /** The ports. Default: the cloud on 8787 and the rest of the layout around it. */
  ports?: ServicePorts
  /** Milliseconds each service may take to become ready. Default 300 000 (a first seed). */
  timeoutMs?: number
  /** Called once a service is ready, with a line describing it. */
  onReady?: (line: string) => void
}

/** The running services, their URLs, and how to stop them. */
export type RunningServices = {
  projectId: string
  /** The one URL a dapp sets (`createAirlock({ deploymentUrl })`): the cloud's. */
  deploymentUrl: string
  secureSiteUrl: string
  relayUrl: string
  mailUrl: string
  oidcUrl: string
  solanaUrl: string
  dataDir: string
  /** Resolves when a service ends on its own (it crashed), with its name and output. */
  failed: Promise<{ name: string; code: number | string; log: string }>
  /** Stops every service in reverse order (the cloud last, saving its chains). */
  stop(): Promise<void>
}

/** The project id `airlock-services` starts with when given none. */
export const DEFAULT_PROJECT_ID: string = 'my-dapp'
/** The dapp origins accepted when given none: Vite's dev server, by name and by address. */
export const DEFAULT_ORIGINS: readonly string[] = ['http://localhost:5173', 'http://127.0.0.1:5173']

/**
 * Starts Airlock's services for a dapp on this machine, all on 127.0.0.1: the cloud (anvil
 * chains 1 and 8453, Blockchain API, registry, RPC proxy, WalletConnect relay, Solana RPC), the
 * mail catcher, and the secure site with its local OpenID provider. Resolves once each answers
 * its health check; rejects (having stopped what it started) when one cannot start.
 *
 * @example
 * const services = await startServices({ projectId: 'my-dapp' })
 * // createAirlock({ projectId: 'my-dapp', deploymentUrl: services.deploymentUrl, ... })
 * await services.stop()
 */
export async function startServices(options: StartServicesOptions = {}): Promise<RunningServices> {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID
  const origins = options.origins ?? DEFAULT_ORIGINS
  const dataDir = resolve(options.dataDir ?? '.airlock')
  const ports = options.ports ?? servicePorts()
  const timeoutMs = options.timeoutMs ?? 300_000
  const onReady = options.onReady ?? (() => {})
  const cloudMain = packageMain('@airlock/cloud/package.json')
  const siteMain = packageMain('@airlock/secure-site/package.json')
  const mailMain = join(dirname(siteMain), 'mailCatcher.js')

  const deploymentUrl = `http://${host}:${ports.cloud}`
  const secureSiteUrl = `http://${host}:${ports.secureSite}`
  const mailUrl = `http://${host}:${ports.mail}`
  const oidcUrl = `http://${host}:${ports.oidc}`
  const relayUrl = `ws://${host}:${ports.relay}`
  const solanaUrl = `http://${host}:${ports.solana}`
  const projects = `${projectId}=${origins.join('|')}`
  const services: Service[] = []
  let stopping = false
  let reportFailure: (failure: { name: string; code: number | string; log: string }) => void =
    () => {}
  const failed = new Promise<{ name: string; code: number | string; log: string }>((done) => {
    reportFailure = done
  })
  const watch = (service: Service) => {
    services.push(service)
    service.exited.then((code) => {
      if (!stopping) reportFailure({ name: service.name, code, log: service.log() })
    })
  }
  const stop = async () => {
    stopping = true
    for (const service of services.splice(0).reverse()) await service.stop()
  }

  try {
    watch(
      await startService({
        name: 'the cloud',
        main: cloudMain,
        healthUrl: `${deploymentUrl}/health`,
        timeoutMs,
        env: {
          AIRLOCK_CLOUD_PORT: String(ports.cloud),
          AIRLOCK_RELAY_PORT: String(ports.relay),
          AIRLOCK_SOLANA_PORT: String(ports.solana),
          AIRLOCK_CHAIN_PORTS: `1:${ports.chain1},8453:${ports.chain8453}`,
          AIRLOCK_DATA_DIR: join(dataDir, 'cloud'),
          AIRLOCK_PROJECTS: projects,
        },
      }),
    )
    onReady(
      `the cloud        ${deploymentUrl}  (Blockchain API, registry, RPC proxy; relay ${relayUrl} and ${deploymentUrl.replace('http:', 'ws:')}/relay; Solana RPC ${solanaUrl}; chains 1 and 8453)`,
    )
    // The secure site's development inbox, in a process of its own (the site holds keys).
    watch(
      await startService({
        name: 'the mail catcher',
        main: mailMain,
        healthUrl: `${mailUrl}/api/healthz`,
        timeoutMs,
        env: {
          AIRLOCK_SMTP_PORT: String(ports.smtp),
          AIRLOCK_MAIL_PORT: String(ports.mail),
          AIRLOCK_DATA_DIR: join(dataDir, 'secure-site'),
        },
      }),
    )
    onReady(`the mail catcher ${mailUrl}  (inbox and REST API; SMTP ${host}:${ports.smtp})`)
    watch(
      await startService({
        name: 'the secure site',
        main: siteMain,
        healthUrl: `${secureSiteUrl}/health`,
        timeoutMs,
        env: {
          AIRLOCK_SECURE_SITE_PORT: String(ports.secureSite),
          AIRLOCK_OIDC_PORT: String(ports.oidc),
          AIRLOCK_SMTP_PORT: String(ports.smtp),
          AIRLOCK_MAIL_PORT: String(ports.mail),
          AIRLOCK_DATA_DIR: join(dataDir, 'secure-site'),
          AIRLOCK_CLOUD_URL: deploymentUrl,
          AIRLOCK_PROJECTS: projects,
        },
      }),
    )
    onReady(
      `the secure site  ${secureSiteUrl}  (embedded wallet; local OpenID provider ${oidcUrl})`,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return {
    projectId,
    deploymentUrl,
    secureSiteUrl,
    relayUrl,
    mailUrl,
    oidcUrl,
    solanaUrl,
    dataDir,
    failed,
    stop,
  }
}

/** `dist/main.js` of an installed server package, from its `package.json`. */
function packageMain(manifestName: string): string {
  const name = manifestName.replace(/\/package\.json$/, '')
  let manifest: string
  try {
    manifest = createRequire(import.meta.url).resolve(manifestName)
  } catch {
    throw new ServicesError(`${name} is not installed beside @airlock/services: reinstall it`)
  }
  const main = join(dirname(manifest), 'dist', 'main.js')
  if (!existsSync(main)) throw new ServicesError(`${main} is missing: build ${name} first`)
  return main
}
