import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // happy-dom: shadow roots, adoptedStyleSheets and computed styles across the shadow boundary
    // are implemented (the isolation test relies on them); no layout engine.
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
