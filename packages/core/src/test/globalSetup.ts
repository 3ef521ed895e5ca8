import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLocalStack } from '@airlock/testing/stack'
import type { TestProject } from 'vitest/node'
import { CLOUD_PROJECT } from './cloudProject'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real local cloud's URL (project `core-test`), for the balance and identity tests. */
    cloudUrl: string
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')

// One real cloud for the run (the stack of @airlock/testing without the secure site, on free
// loopback ports, in a temporary folder): the balance, identity and alert tests talk to it like a
// dapp would. Core's code never imports the cloud; only this set-up runs its bundle.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cloudMain = join(repoRoot, 'apps/cloud/dist/main.js')
  if (!existsSync(cloudMain))
    execFileSync('pnpm', ['--filter', '@airlock/cloud', 'build'], {
      cwd: repoRoot,
      stdio: 'ignore',
    })
  const stack = await startLocalStack({
    projectId: CLOUD_PROJECT.id,
    dappOrigins: [CLOUD_PROJECT.origin],
    cloudMain,
    secureSiteMain: false,
    timeoutMs: 120_000,
  })
  project.provide('cloudUrl', stack.cloudUrl)
  return stack.stop
}
