import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Node by default; the frame tests opt into happy-dom with a file comment.
    environment: 'node',
    // The machine is shared and loaded: each frame test serves a page and waits 500 ms for ready.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    environmentOptions: {
      // The frame tests serve a real page on 127.0.0.1 for the iframe, so it has a window (the
      // `event.source` the client checks); vitest's happy-dom turns iframe loading off by default.
      happyDOM: { settings: { enableIframePageLoading: true } },
    },
    // The root test command sums these files into one closing line.
    reporters: ['default', 'json'],
    outputFile: { json: 'test-results/vitest.json' },
  },
})
