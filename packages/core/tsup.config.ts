import { defineConfig } from 'tsup'

// Declarations only: one bundled `.d.ts` per entry in src/exports (STYLE.md §7). The JavaScript
// is built by rolldown with the module graph kept (see ../../scripts/rolldown.library.config.mjs
// for why): a dapp's bundler can then leave what a lazy view uses out of the page's first load.
export default defineConfig({
  entry: { index: 'src/exports/index.ts', testing: 'src/exports/testing.ts' },
  format: ['esm'],
  dts: { only: true },
  clean: true,
  target: 'es2022',
})
