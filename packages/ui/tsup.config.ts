import { defineConfig } from 'tsup'

// One ESM entry per file in src/exports (STYLE.md §7); declarations beside it. React and the
// primitives stay external so a dapp's bundler dedupes them and tree-shakes what it does not use.
export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
