import { expect, test } from 'vitest'
import * as mod from './playwright'

// Pins the public API of the Playwright entry: an export added or removed shows up in review.
test('export list', () => {
  expect(Object.keys(mod).sort()).toMatchInlineSnapshot(`
    [
      "CHROMIUM_LAUNCH_OPTIONS",
      "MockWalletSetupError",
      "injectMockSolanaWallet",
      "injectMockWallet",
      "mockSolanaWalletInitScript",
      "mockWalletInitScript",
    ]
  `)
})

// Built, the helper reads the browser bundle from beside itself in dist/.
test('the built helper finds the browser bundle it injects', async () => {
  const built = new URL('../../dist/playwright.js', import.meta.url).href
  const { mockWalletInitScript } = (await import(/* @vite-ignore */ built)) as typeof mod
  const script = await mockWalletInitScript({
    uuid: 'u-1',
    privateKeys: ['0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'],
    chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:8545' }],
  })
  expect(script).toContain('AirlockMockWallet')
  expect(script).toContain('"uuid":"u-1"')
  expect(script.length).toBeGreaterThan(50_000)
})
