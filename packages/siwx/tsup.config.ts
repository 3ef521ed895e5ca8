import { defineConfig } from 'tsup'

// Declarations only: one bundled `.d.ts` per entry in src/exports (STYLE.md §7). The JavaScript
// is built by rolldown with the module graph kept (../../scripts/rolldown.library.config.mjs).
export default defineConfig({
  entry: { index: 'src/exports/index.ts', server: 'src/exports/server.ts' },
  format: ['esm'],
  dts: { only: true },
  clean: true,
  target: 'es2022',
})
