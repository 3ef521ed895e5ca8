import { defineConfig } from 'tsup'

// One ESM entry per file in src/exports (STYLE.md §7); declarations beside it. Node only: the
// apps import the built files at run time (their bundles leave workspace packages external).
export default defineConfig({
  entry: { index: 'src/exports/index.ts', testing: 'src/exports/testing.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
})
