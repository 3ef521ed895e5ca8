import { defineConfig } from 'tsup'

// Two bundles: the server (`dist/main.js`, run by `pnpm start` with plain Node) and the frame
// page's script (`dist/frame.js`, served as `/frame.js`: one self-contained browser module, the
// protocol's zod schemas bundled in, because the CSP allows scripts from this origin only).
// Migrations are read from src/store/migrations at run time, so nothing is copied.
// The server's dependencies stay external except `@airlock/store`, which is private (never
// published): the published site carries it in its bundle and declares the store's dependencies.
export default defineConfig([
  {
    // mailCatcher: the development inbox, its own process (never the site's).
    entry: { main: 'src/main.ts', mailCatcher: 'src/mail/main.ts' },
    format: ['esm'],
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    clean: false,
    dts: false,
    noExternal: [/^@airlock\/store/],
  },
  {
    entry: { frame: 'src/frame/main.ts' },
    format: ['esm'],
    platform: 'browser',
    target: 'es2022',
    minify: true,
    sourcemap: false,
    clean: false,
    dts: false,
    noExternal: [/.*/],
    // One file: the site serves /frame.js alone, so a lazy import must not become a chunk.
    splitting: false,
  },
])
