import { expect, test } from 'vitest'
import * as mod from './solana'

// Pins the public API of the Solana browser entry: an export added or removed shows up in review.
test('export list', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "DEFAULT_MOCK_SOLANA_WALLET_ICON",
      "DEFAULT_MOCK_SOLANA_WALLET_NAME",
      "MOCK_SOLANA_CHAIN_REFERENCES",
      "MockWalletSetupError",
      "createMockSolanaWallet",
      "registerMockSolanaWallet",
    ]
  `)
})

// The browser entry runs in pages: nothing of Node or Playwright may reach its bundle.
test('the built Solana entry imports neither Node built-ins nor Playwright', async () => {
  const { readFile } = await import('node:fs/promises')
  const built = await readFile(new URL('../../dist/solana.js', import.meta.url), 'utf8')
  const imports = [...built.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1])
  expect(imports.length).toBeGreaterThan(0)
  expect(imports.filter((name) => /^(node:|playwright|fs$|path$)/.test(name ?? ''))).toEqual([])
})
