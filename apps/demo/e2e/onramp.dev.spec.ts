import { type Hex, parseEther } from 'viem'
import { connectWallet } from './connectWallet'
import { expect, test } from './fixtures'
import {
  balanceOn,
  blockPopups,
  buyByRedirect,
  openBuy,
  payByCard,
  quote,
  seeBoughtInActivity,
} from './onramp'

// Buy under `vite dev` (React StrictMode mounts every view twice, runs every effect twice): the
// quote the form asks for as the visitor types, the purchase core waits for while BuyInProgress
// mounts, and the return from a redirect (read once, though the effect runs twice) still end
// with the ETH on the chain and `Purchase complete`.

test('buy ETH with a card in the provider window under StrictMode', async ({
  page,
  wallet,
  cloud,
}) => {
  test.setTimeout(120_000)
  const address = wallet.addresses[0] as Hex
  const balance = balanceOn(cloud.rpc[1] as string)
  await page.goto('/')
  await connectWallet(page, address)
  const before = await balance(address)
  const dialog = await openBuy(page)
  const eth = await quote(dialog, '80')
  const opened = page.waitForEvent('popup')
  await dialog.getByRole('button', { name: /Local test provider/ }).click()
  const provider = await opened
  await expect(provider.getByRole('heading', { name: 'Buy ETH' })).toBeVisible()
  await payByCard(provider)
  await provider.close()
  const done = dialog.getByTestId('onramp-completed')
  await expect(done).toContainText('Purchase complete', { timeout: 30_000 })
  await expect(done).toContainText(`${eth} ETH arrived in your wallet`)
  await expect.poll(async () => (await balance(address)) - before).toBe(parseEther(eth))
  await seeBoughtInActivity(page)
})

test('blocked window under StrictMode: to the provider and back, the purchase completes once', async ({
  page,
  wallet,
  cloud,
}) => {
  test.setTimeout(120_000)
  await blockPopups(page)
  const address = wallet.addresses[0] as Hex
  const balance = balanceOn(cloud.rpc[1] as string)
  await page.goto('/')
  await connectWallet(page, address)
  const before = await balance(address)
  const eth = await buyByRedirect(page, address)
  await expect.poll(async () => (await balance(address)) - before).toBe(parseEther(eth))
  // One modal, one purchase view: the twice-run effect opened it once.
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await seeBoughtInActivity(page)
})
