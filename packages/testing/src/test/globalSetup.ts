import type { TestProject } from 'vitest/node'
import { startAnvil } from '../anvil/startAnvil'

declare module 'vitest' {
  export interface ProvidedContext {
    rpc31337: string
    rpc1: string
  }
}

// Two real chains for the whole run (one anvil process each): 31337, the local dev chain, and 1,
// to switch to. Test files use distinct accounts, so their nonces and balances never collide.
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [local, mainnet] = await Promise.all([startAnvil(31337), startAnvil(1)])
  project.provide('rpc31337', local.rpcUrl)
  project.provide('rpc1', mainnet.rpcUrl)
  return async () => {
    await Promise.all([local.stop(), mainnet.stop()])
  }
}
