// The JavaScript build of every publishable package, run in the package's folder:
//   rolldown -c ../../scripts/rolldown.library.config.mjs
// rolldown (the bundler inside Vite 8) with `preserveModules`, so `dist/` keeps the module graph of
// `src/`, one file per module. The entries are the package's `exports`: `.` is built from
// `src/exports/index.ts` to `dist/index.js`, `./protocol` from `src/exports/protocol.ts` to
// `dist/protocol.js` (STYLE.md §7).
//
// Why not one bundled `index.js`: a dapp's bundler splits by module. With the whole package in one
// module, code that only a lazily loaded view uses (the QR code, the virtual wallet grid, the API
// schemas) is shared with the first load and lands in it. Kept as modules, each piece travels with
// the chunk that imports it. Declarations are still one bundled `index.d.ts` per entry (tsup).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/** The rolldown config for the package in the working directory. */
function libraryConfig() {
  const pkg = JSON.parse(readFileSync(resolve('package.json'), 'utf8'))
  const entries = Object.fromEntries(
    Object.keys(pkg.exports ?? {})
      .filter((key) => key !== './package.json')
      .map((key) => (key === '.' ? 'index' : key.slice(2)))
      .map((name) => [name, `src/exports/${name}.ts`]),
  )
  const external = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies })
  // A bare import of a dependency, or of one of its subpaths, stays an import.
  const isExternal = (id) => external.some((name) => id === name || id.startsWith(`${name}/`))
  const entryFor = new Map(Object.entries(entries).map(([name, file]) => [resolve(file), name]))
  return {
    input: entries,
    external: isExternal,
    platform: 'neutral',
    transform: {
      jsx: 'react-jsx',
      target: 'es2022',
      // The version a package reports about itself (core's `SDK_VERSION`): the one it is built as.
      define: { __AIRLOCK_VERSION__: JSON.stringify(pkg.version) },
    },
    output: {
      dir: 'dist',
      format: 'esm',
      preserveModules: true,
      preserveModulesRoot: 'src',
      sourcemap: true,
      // The public entries sit at the top of dist/ (`dist/index.js`), as package.json exports them.
      entryFileNames: (chunk) => {
        const name = chunk.facadeModuleId ? entryFor.get(chunk.facadeModuleId) : undefined
        return name ? `${name}.js` : '[name].js'
      },
    },
  }
}

export default libraryConfig()
