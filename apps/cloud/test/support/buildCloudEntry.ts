import { join } from 'node:path'
import { build } from 'tsup'
import { findUp } from '../../src/config/findUp'

/**
 * Bundles `src/main.ts` the way `pnpm start` runs it, into `.cache/<name>/main.js` of the cloud
 * package, and returns that path: tests that must run the cloud as its own process (kill it,
 * give it an environment) spawn this file.
 *
 * @example
 * const mainJs = await buildCloudEntry('restart-test')
 * const cloud = await spawnCloud({ mainJs, dataDir, port, chainPorts })
 */
export async function buildCloudEntry(name: string): Promise<string> {
  const packageRoot = findUp('package.json')
  const outDir = join(packageRoot, '.cache', name)
  await build({
    config: false,
    entry: { main: join(packageRoot, 'src', 'main.ts') },
    outDir,
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    silent: true,
  })
  return join(outDir, 'main.js')
}
