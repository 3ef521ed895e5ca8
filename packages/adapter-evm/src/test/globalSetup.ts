import { startAnvil } from '@airlock/testing/anvil'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    rpc1: string
    rpc8453: string
  }
}

// Two real chains for the whole run, one anvil process each: 1 (where wallets start) and 8453
// (to switch to). Test files sign with distinct accounts, so their nonces and balances never collide.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [mainnet, base] = await Promise.all([startAnvil(1), startAnvil(8453)])
  project.provide('rpc1', mainnet.rpcUrl)
  project.provide('rpc8453', base.rpcUrl)
  return async () => {
    await Promise.all([mainnet.stop(), base.stop()])
  }
}
