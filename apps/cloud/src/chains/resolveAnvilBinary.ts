import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ChainError } from './ChainError'

/** npm package that ships the anvil binary for each `process.platform`/`process.arch`. */
const binaryPackages: Readonly<Record<string, string>> = {
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * The path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package. Resolved
 * through `@foundry-rs/anvil` (the platform packages are its optional dependencies) and run
 * directly: its `bin.mjs` wrapper costs about a second per start.
 *
 * @example
 * spawn(resolveAnvilBinary(), ['--port', '8545'])
 */
export function resolveAnvilBinary(
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  const key = `${platform}-${arch}`
  const packageName = binaryPackages[key]
  if (!packageName) throw new ChainError(`No anvil binary is published for ${key}`)
  const fromCloud = createRequire(import.meta.url)
  const candidates: string[] = []
  try {
    // pnpm keeps the platform package beside @foundry-rs/anvil, not in our node_modules.
    const anvilRequire = createRequire(fromCloud.resolve('@foundry-rs/anvil/package.json'))
    candidates.push(anvilRequire.resolve(`${packageName}/package.json`))
  } catch {
    // Hoisted layouts (npm, pnpm with hoisting) resolve it from here instead.
  }
  try {
    candidates.push(fromCloud.resolve(`${packageName}/package.json`))
  } catch {
    // Reported below with the package name.
  }
  const manifest = candidates[0]
  if (!manifest) throw new ChainError(`The anvil binary package ${packageName} is not installed`)
  return join(dirname(manifest), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil')
}
