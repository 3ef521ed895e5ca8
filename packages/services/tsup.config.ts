import { defineConfig } from 'tsup'

// One ESM entry per file in src/exports (STYLE.md §7), declarations beside it, and the command.
export default defineConfig([
  {
    entry: { index: 'src/exports/index.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: true,
    clean: true,
  },
  {
    entry: { cli: 'src/bin/cli.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    dts: false,
    clean: false,
    banner: { js: '#!/usr/bin/env node' },
  },
])
