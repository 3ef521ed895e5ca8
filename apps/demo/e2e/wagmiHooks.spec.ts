import { expect, test } from './fixtures'
import { wagmiHooksFlow } from './wagmiHooks'

// wagmi's own React hooks beside the kit, on the production build (served under its strict CSP):
// connect in Airlock's modal, then account, balance, signing, sending, switching and
// disconnecting through wagmi, with Airlock and wagmi in step both ways.

test('wagmi hooks drive a wallet connected through Airlock, in step both ways', async ({
  page,
  wallet,
  cloud,
}) => {
  await wagmiHooksFlow(page, wallet, cloud.rpc)
})

test('the wagmi page is a chunk of its own: the home page never loads wagmi', async ({ page }) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  expect(scripts.filter((path) => /WagmiHooks/.test(path))).toEqual([])
  await page.goto('/wagmi-hooks')
  await expect(page.getByRole('heading', { name: 'wagmi hooks' })).toBeVisible()
  expect(scripts.filter((path) => /WagmiHooks/.test(path)).length).toBeGreaterThan(0)
})
