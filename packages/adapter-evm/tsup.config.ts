import { defineConfig } from 'tsup'

// One ESM entry per file in src/exports (STYLE.md §7); declarations beside it.
export default defineConfig({
  entry: { index: 'src/exports/index.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
