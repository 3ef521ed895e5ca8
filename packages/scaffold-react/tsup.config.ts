import { defineConfig } from 'tsup'

// One ESM entry per file in src/exports (STYLE.md §7). `splitting` keeps every `lazy(import())`
// (the modal, each view, each wallet feature) in its own chunk file, fetched when first used
// (DESIGN.md "Performance"). React, core and the UI kit stay external so the dapp's bundler
// dedupes and tree-shakes them.
export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
  target: 'es2022',
})
