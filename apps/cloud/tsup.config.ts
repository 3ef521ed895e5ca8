import { defineConfig } from 'tsup'

// The cloud is an app: one bundled entry that `pnpm start` runs with plain Node. Migrations are
// read from src/store/migrations at run time (see findMigrationsDir), so nothing is copied.
// Dependencies stay external except `@airlock/store`, which is private (never published): the
// published cloud carries it in its bundle and declares the store's own dependencies.
export default defineConfig({
  entry: { main: 'src/main.ts', load: 'load/runLoad.ts', measureStartup: 'load/measureStartup.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  dts: false,
  noExternal: [/^@airlock\/store/],
})
