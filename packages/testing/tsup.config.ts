import { defineConfig } from 'tsup'

export default defineConfig([
  // dist/ is emptied by the build script: the two builds run at once, so neither may clean.
  // One ESM entry per file in src/exports (STYLE.md §7); declarations beside it.
  {
    entry: {
      index: 'src/exports/index.ts',
      playwright: 'src/exports/playwright.ts',
      anvil: 'src/exports/anvil.ts',
      fixtures: 'src/exports/fixtures.ts',
      stack: 'src/exports/stack.ts',
      walletconnect: 'src/exports/walletconnect.ts',
      solana: 'src/exports/solana.ts',
    },
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: false,
    treeshake: true,
    target: 'es2022',
  },
  // The browser bundle injectMockWallet puts into pages: one self-contained script, viem inlined.
  // Not minified names-wise beyond whitespace, so a stack trace in a failing e2e test is readable.
  {
    entry: { 'mock-wallet': 'src/global/mockWalletGlobal.ts' },
    format: ['iife'],
    globalName: 'AirlockMockWallet',
    platform: 'browser',
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
    noExternal: [/.*/],
    clean: false,
    dts: false,
    sourcemap: false,
  },
  // The browser bundle injectMockSolanaWallet puts into pages, @solana/web3.js inlined.
  {
    entry: { 'mock-solana-wallet': 'src/solana/mockSolanaWalletGlobal.ts' },
    format: ['iife'],
    globalName: 'AirlockMockSolanaWallet',
    platform: 'browser',
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
    noExternal: [/.*/],
    clean: false,
    dts: false,
    sourcemap: false,
  },
])
