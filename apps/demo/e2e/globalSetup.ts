import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePorts, type LocalStack, startLocalStack } from '@airlock/testing/stack'
import {
  buildDemo,
  collect,
  demoDir,
  ensureBuilt,
  servePreview,
  stop,
  viteBin,
  waitForOk,
} from './processes'

const cloudDir = resolve(demoDir, '../cloud')
const secureSiteDir = resolve(demoDir, '../secure-site')
const host = '127.0.0.1'
const projectId = 'airlock-e2e'

/**
 * Starts the real local stack (`startLocalStack` of @airlock/testing: the cloud with its chains and
 * relay, and the secure site; temp data folder, free ports), builds the demo against it and serves
 * the build with `vite preview`, and serves the sources with `vite dev` too (React's StrictMode
 * in development, for the `dev` project); the tests read the URLs from `E2E_*` variables.
 * Returns the teardown, which stops everything and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = performance.now()
  const tmp = await mkdtemp(join(tmpdir(), 'airlock-e2e-'))
  const [demoPort, cloudPort, relayPort, sitePort, devPort] = (await freePorts(5)) as [
    number,
    number,
    number,
    number,
    number,
  ]
  const demoUrl = `http://${host}:${demoPort}`
  // The demo as `npm run dev` serves it (vite dev: React's StrictMode mounts every component
  // twice), for the `dev` project of playwright.config.ts.
  const devDemoUrl = `http://${host}:${devPort}`
  // The same build reached as `localhost`: another site than the services on 127.0.0.1, as a
  // dapp and its secure site are in production (the cross-site tests of embeddedTrust.spec.ts).
  const crossSiteDemoUrl = `http://localhost:${demoPort}`
  let stack: LocalStack | undefined
  let preview: ChildProcess | undefined
  let dev: ChildProcess | undefined
  const teardown = async () => {
    if (dev) await stop(dev)
    if (preview) await stop(preview)
    await stack?.stop()
    await rm(tmp, { recursive: true, force: true })
  }
  try {
    const cloudMain = ensureBuilt('@airlock/cloud', cloudDir)
    const secureSiteMain = ensureBuilt('@airlock/secure-site', secureSiteDir)
    const starting = startLocalStack({
      projectId,
      dappOrigins: [demoUrl, crossSiteDemoUrl, devDemoUrl],
      dataDir: join(tmp, 'stack'),
      cloudMain,
      secureSiteMain,
      ports: { cloud: cloudPort, relay: relayPort, secureSite: sitePort },
      // A third chain outside the twelve swap networks (the demo's `Anvil`): no Swap there.
      extraChains: [31337],
    })
    // The demo is built against the stack's URLs while the stack seeds its chains.
    const demoEnv = {
      ...process.env,
      VITE_AIRLOCK_CLOUD_URL: `http://${host}:${cloudPort}`,
      VITE_AIRLOCK_PROJECT_ID: projectId,
      VITE_AIRLOCK_RELAY_URL: `ws://${host}:${relayPort}`,
      VITE_AIRLOCK_SECURE_SITE_URL: `http://${host}:${sitePort}`,
    }
    const build = buildDemo(join(tmp, 'demo'), demoEnv)
    // Both settle before a failure is thrown, so the teardown can stop a stack that did start.
    const [stackResult] = await Promise.allSettled([starting, build])
    if (stackResult.status === 'fulfilled') stack = stackResult.value
    await Promise.all([starting, build])
    preview = await servePreview(join(tmp, 'demo'), host, demoPort, demoEnv)
    dev = spawn(
      'node',
      [viteBin(), '--host', host, '--port', String(devPort), '--strictPort', '--logLevel', 'warn'],
      { cwd: demoDir, env: demoEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    await waitForOk(devDemoUrl, 30_000, dev, collect(dev))
  } catch (error) {
    await teardown()
    throw error
  }
  const ready = stack as LocalStack
  Object.assign(process.env, ready.env, {
    E2E_DEMO_URL: demoUrl,
    E2E_DEMO_CROSS_SITE_URL: crossSiteDemoUrl,
    E2E_DEV_DEMO_URL: devDemoUrl,
  })
  console.info(
    `[e2e] cloud ${ready.cloudUrl}, relay ${ready.relayUrl}, secure site ${ready.secureSiteUrl}, demo ${demoUrl} (vite dev ${devDemoUrl}), ready in ${Math.round(performance.now() - started)} ms`,
  )
  return teardown
}
