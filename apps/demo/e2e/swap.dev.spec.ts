import { expect } from './fixtures'
import { chainOne, openSwap, pickToken, reviewSwap, test, USDC } from './swap'

// Swap under `vite dev` (React StrictMode mounts every view twice): the token list, balances and
// debounced quote the Swap view asks for on mount, and the swap core sends while the view
// changes, still end with the USDC on the chain.

test('swap ETH to USDC under StrictMode', async ({ page, wallet, cloud }) => {
  const address = wallet.addresses[0] as string
  const chain = chainOne(cloud.rpc[1] as string)
  const before = await chain.balance(address, USDC)
  const dialog = await openSwap(page, address)
  await pickToken(dialog, 'You receive', 'USDC')
  const quote = await reviewSwap(dialog, '0.05')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect
    .poll(async () => Number((await chain.balance(address, USDC)) - before) / 1e6)
    .toBeGreaterThanOrEqual(quote.minimum)
  expect(Number((await chain.balance(address, USDC)) - before) / 1e6).toBeLessThanOrEqual(
    quote.received + 1e-6,
  )
  // Activity under StrictMode: the swap on top, one Swapped row with both legs.
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const top = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
  await expect(top).toContainText('-0.050 ETH', { timeout: 30_000 })
  await expect(top).toContainText('Swapped')
  await expect(top).toContainText(/\+[\d,]+\.\d{3} USDC/)
})
