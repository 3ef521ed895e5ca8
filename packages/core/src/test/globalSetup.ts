import type { TestProject } from 'vitest/node'
import { startLocalCloud } from './startLocalCloud'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real local cloud's URL (project `core-test`), for the balance and identity tests. */
    cloudUrl: string
  }
}

// One real cloud for the run: the balance, identity and alert tests talk to it like a dapp would.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cloud = await startLocalCloud()
  project.provide('cloudUrl', cloud.url)
  return cloud.stop
}
