import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startLocalStack } from '@airlock/testing/stack'
import { Keypair } from '@solana/web3.js'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The local Solana devnet as a dapp reaches it, and the cloud's seeded accounts and token. */
    solana: { rpcUrl: string; seeds: string[]; mint: string }
    /** The cloud's WalletConnect relay and the project it knows; unset with a given RPC. */
    walletConnect: { relayUrl: string; projectId: string; cloudUrl: string } | undefined
  }
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..')
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const PROJECT = 'adapter-solana-test'

// The cloud seeds its Solana test accounts and token from fixed labels (apps/cloud's README,
// "Solana"): seed = sha256(label).
const seedOf = (label: string) => createHash('sha256').update(label).digest()

/**
 * One real cloud for the run (the stack of @airlock/testing without the secure site, free ports):
 * the chain tests reach its Solana devnet through the cloud's RPC proxy (`/v1/?chainId=solana:…`,
 * websocket on the same URL), as a dapp configured with `withCloudRpc` does. With
 * `AIRLOCK_TEST_SOLANA_RPC` set (e.g. `http://127.0.0.1:8899/devnet` of a running `npm run dev`),
 * that endpoint is used instead and nothing is started.
 */
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const seeds = Array.from({ length: 10 }, (_, index) =>
    seedOf(`airlock solana test account ${index}`).toString('hex'),
  )
  const mint = Keypair.fromSeed(seedOf('airlock solana usdc mint')).publicKey.toBase58()
  const given = process.env.AIRLOCK_TEST_SOLANA_RPC
  if (given) {
    project.provide('solana', { rpcUrl: given, seeds, mint })
    project.provide('walletConnect', undefined)
    return undefined
  }
  const cloudMain = join(repoRoot, 'apps/cloud/dist/main.js')
  if (!existsSync(cloudMain))
    execFileSync('pnpm', ['--filter', '@airlock/cloud', 'build'], {
      cwd: repoRoot,
      stdio: 'ignore',
    })
  const stack = await startLocalStack({
    projectId: PROJECT,
    // The origin the happy-dom tests run on (vitest.config.ts): a dapp's, allowed by the project.
    dappOrigins: ['http://127.0.0.1:5173'],
    cloudMain,
    secureSiteMain: false,
    timeoutMs: 180_000,
  })
  const rpcUrl = `${stack.cloudUrl}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${PROJECT}`
  project.provide('solana', { rpcUrl, seeds, mint })
  project.provide('walletConnect', {
    relayUrl: stack.relayUrl,
    projectId: PROJECT,
    cloudUrl: stack.cloudUrl,
  })
  return stack.stop
}
