import { defineConfig } from 'tsup'

// One ESM entry per file in src/exports (STYLE.md §7); declarations beside it. `protocol` is its
// own entry so the secure site and Node import the schemas without the DOM-side frame.
export default defineConfig({
  entry: { index: 'src/exports/index.ts', protocol: 'src/exports/protocol.ts' },
  format: ['esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
  target: 'es2022',
})
