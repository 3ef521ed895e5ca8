// Vite production builds of the four minimal dapps into bench/.build/<kit>. The peer kits come
// from bench/node_modules (bench's own lockfile); Airlock from the workspace packages' dist/,
// aliased by name, so the bench measures exactly what `pnpm build` produced.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const benchDir = dirname(fileURLToPath(import.meta.url))
const repoRoot = join(benchDir, '..')

/** `@airlock/x` -> the file its package's exports map names for `import`. */
function airlockAliases() {
  const packages = {
    '@airlock/core': 'packages/core',
    '@airlock/react': 'packages/scaffold-react',
    '@airlock/adapter-evm': 'packages/adapter-evm',
  }
  return Object.entries(packages).map(([name, dir]) => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'))
    return {
      find: new RegExp(`^${name}$`),
      replacement: join(repoRoot, dir, pkg.exports['.'].import),
    }
  })
}

/** Builds one kit's dapp; returns its output folder. */
export async function buildKit(kit) {
  const { build } = await import('vite')
  const { default: react } = await import('@vitejs/plugin-react')
  const outDir = join(benchDir, '.build', kit)
  await build({
    configFile: false,
    root: join(benchDir, 'apps', kit),
    logLevel: 'warn',
    plugins: [react()],
    resolve: {
      // One React for the page, whichever package imports it (the workspace packages have their
      // own copy for their tests).
      dedupe: ['react', 'react-dom'],
      alias: kit.startsWith('airlock') ? airlockAliases() : [],
    },
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  })
  return outDir
}
