import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

import { AnvilError } from '../errors/AnvilError'

/** Options of {@link startAnvil}. */
export type StartAnvilOptions = {
  /**
   * How many accounts of the test mnemonic anvil funds (anvil's default: 10). The local cloud
   * seeds a dev-node upstream from account 10 (`AIRLOCK_SEED_UPSTREAM`), so it needs 11.
   */
  accounts?: number
}

/** A running anvil node started by {@link startAnvil}. */
export type Anvil = { chainId: number; rpcUrl: string; stop: () => Promise<void> }

// Run the platform binary directly: the package's bin.mjs wrapper costs about a second per start.
function anvilBinary(): string {
  const platforms: Record<string, string> = {
    'linux-x64': 'linux-amd64',
    'linux-arm64': 'linux-arm64',
    'darwin-x64': 'darwin-amd64',
    'darwin-arm64': 'darwin-arm64',
    'win32-x64': 'win32-amd64',
  }
  const platform = platforms[`${process.platform}-${process.arch}`]
  const fromHere = createRequire(import.meta.url)
  // pnpm keeps the platform package beside @foundry-rs/anvil, not in our node_modules.
  const fromAnvil = createRequire(fromHere.resolve('@foundry-rs/anvil/package.json'))
  const manifest = fromAnvil.resolve(`@foundry-rs/anvil-${platform}/package.json`)
  return join(dirname(manifest), 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil')
}

/**
 * Starts a real anvil node (from the `@foundry-rs/anvil` npm package, an optional peer) on
 * 127.0.0.1 and a free port with `chainId`, instant mining and the test mnemonic's ten funded
 * accounts (see `anvilKey`); `stop()` ends it. Node only.
 *
 * @example
 * const anvil = await startAnvil(1)
 * const upstream = await startAnvil(8453, { accounts: 11 }) // a chain the cloud may seed
 * const wallet = createMockWallet({ privateKeys: [anvilKey(0)], chains: [{ id: 1, rpcUrl: anvil.rpcUrl }] })
 * await anvil.stop()
 */
export async function startAnvil(chainId: number, options: StartAnvilOptions = {}): Promise<Anvil> {
  const accounts = options.accounts === undefined ? [] : ['--accounts', String(options.accounts)]
  const child: ChildProcess = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', '0', '--chain-id', String(chainId), ...accounts],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new AnvilError(`anvil did not start:\n${output}`)),
      15_000,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new AnvilError(`anvil exited with ${code}:\n${output}`))
    })
  })
  // Keep draining output so a full pipe never blocks anvil.
  child.stdout?.resume()
  return {
    chainId,
    rpcUrl: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
