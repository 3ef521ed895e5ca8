import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { type Anvil, startAnvil } from '@airlock/testing/anvil'
import { freePorts, type LocalStack, startLocalStack } from '@airlock/testing/stack'
import {
  buildDemo,
  collect,
  demoDir,
  E2eSetupError,
  ensureBuilt,
  servePreview,
  stop,
  waitForOk,
} from '../processes'

const cloudDir = resolve(demoDir, '../cloud')
const secureSiteDir = resolve(demoDir, '../secure-site')
const host = '127.0.0.1'
const projectId = 'airlock-e2e'

// What the e2e harness raises on the second cloud, as startLocalStack does on the first: every
// request of a suite comes from 127.0.0.1.
const raisedLimits = {
  AIRLOCK_RATE_LIMIT_IP: '100000/100000',
  AIRLOCK_RATE_LIMIT_PROJECT: '100000/100000',
  AIRLOCK_RPC_RATE_LIMIT_IP: '100000/100000',
  AIRLOCK_RPC_RATE_LIMIT_PROJECT: '100000/100000',
  AIRLOCK_CONNECTIONS_PER_IP: '10000',
  AIRLOCK_RELAY_CONNECTIONS_PER_IP: '10000',
}

/**
 * The scale-out deployment of the cloud README: one Postgres (`DATABASE_URL`), two chains the
 * cloud did not start (anvils standing in for an operator's nodes, `AIRLOCK_UPSTREAM_RPC_URLS`),
 * and two cloud processes, A and B, on them; the secure site on the same Postgres. The demo is
 * built against A (its API, RPC proxy and relay); the tests' WalletConnect wallet talks to B's
 * relay and B's RPC proxy. So a pairing, its requests and a transaction cross processes through
 * Postgres and the shared chains.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  const tmp = await mkdtemp(join(tmpdir(), 'airlock-scaleout-'))
  const [demoPort, cloudA, relayA, sitePort, cloudB, relayB] = (await freePorts(6)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const demoUrl = `http://${host}:${demoPort}`
  let postgres: TestPostgres | undefined
  const anvils: Anvil[] = []
  let stack: LocalStack | undefined
  let second: ChildProcess | undefined
  let preview: ChildProcess | undefined
  const saved = { ...process.env }
  const teardown = async () => {
    if (preview) await stop(preview)
    if (second) await stop(second)
    await stack?.stop()
    await Promise.all(anvils.map((anvil) => anvil.stop()))
    await postgres?.stop()
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    postgres = await startTestPostgres()
    if (!postgres)
      throw new E2eSetupError(
        'no Postgres server binaries (pg_ctl): install Debian postgresql (npm test does it)',
      )
    anvils.push(
      ...(await Promise.all([startAnvil(1, { accounts: 11 }), startAnvil(8453, { accounts: 11 })])),
    )
    const [mainnet, base] = anvils as [Anvil, Anvil]
    const cloudMain = ensureBuilt('@airlock/cloud', cloudDir)
    const secureSiteMain = ensureBuilt('@airlock/secure-site', secureSiteDir)
    // Every process of the deployment: one database, the same chains. startLocalStack's services
    // inherit this environment.
    const deployment = {
      DATABASE_URL: postgres.url,
      AIRLOCK_UPSTREAM_RPC_URLS: `1=${mainnet.rpcUrl},8453=${base.rpcUrl}`,
      // The stand-ins are dev nodes: seeded once, by whichever cloud takes the seed lock first.
      AIRLOCK_SEED_UPSTREAM: '1',
    }
    Object.assign(process.env, deployment)
    const starting = startLocalStack({
      projectId,
      dappOrigins: [demoUrl],
      dataDir: join(tmp, 'stack'),
      cloudMain,
      secureSiteMain,
      ports: { cloud: cloudA, relay: relayA, secureSite: sitePort },
    })
    second = spawn(process.execPath, ['--enable-source-maps', cloudMain], {
      cwd: cloudDir,
      env: {
        ...process.env,
        ...deployment,
        ...raisedLimits,
        AIRLOCK_CLOUD_PORT: String(cloudB),
        AIRLOCK_RELAY_PORT: String(relayB),
        // Each cloud process runs its own Solana networks: a free port, not a dev stack's 8899.
        AIRLOCK_SOLANA_PORT: '0',
        AIRLOCK_DATA_DIR: join(tmp, 'cloud-b'),
        AIRLOCK_PROJECTS: `${projectId}=${demoUrl}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const secondLog = collect(second)
    const demoEnv = {
      ...process.env,
      VITE_AIRLOCK_CLOUD_URL: `http://${host}:${cloudA}`,
      VITE_AIRLOCK_PROJECT_ID: projectId,
      VITE_AIRLOCK_RELAY_URL: `ws://${host}:${relayA}`,
      VITE_AIRLOCK_SECURE_SITE_URL: `http://${host}:${sitePort}`,
    }
    const build = buildDemo(join(tmp, 'demo'), demoEnv)
    const [stackResult] = await Promise.allSettled([starting, build])
    if (stackResult.status === 'fulfilled') stack = stackResult.value
    await Promise.all([
      starting,
      build,
      waitForOk(`http://${host}:${cloudB}/health`, 180_000, second, secondLog),
    ])
    // The demo's settings: the preview's Content-Security-Policy allows the services they name.
    preview = await servePreview(join(tmp, 'demo'), host, demoPort, demoEnv)
  } catch (error) {
    await teardown()
    throw error
  } finally {
    // Only the services were to see the deployment's variables, not the tests.
    for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name]
  }
  const ready = stack as LocalStack
  const proxyB = (chainId: number) =>
    `http://${host}:${cloudB}/v1/?chainId=eip155:${chainId}&projectId=${projectId}`
  Object.assign(process.env, ready.env, {
    E2E_DEMO_URL: demoUrl,
    // The wallet's side: B's relay, and B's RPC proxy for its reads and sends.
    E2E_RELAY_URL: `ws://${host}:${relayB}`,
    E2E_RPC_1: proxyB(1),
    E2E_RPC_8453: proxyB(8453),
    E2E_PAGE_RELAY_URL: ready.relayUrl,
    E2E_SECOND_CLOUD_URL: `http://${host}:${cloudB}`,
  })
  console.info(
    `[e2e scale-out] Postgres, chains ${anvils.map((anvil) => anvil.rpcUrl).join(' ')}, cloud A ${ready.cloudUrl} (relay ${ready.relayUrl}), cloud B http://${host}:${cloudB} (relay ws://${host}:${relayB}), demo ${demoUrl}, ready in ${Math.round(performance.now() - started)} ms`,
  )
  return teardown
}
