import { connectWallet } from './connectWallet'
import { expect, test, walletName } from './fixtures'

test('connect with the announced wallet: address and seeded balance', async ({
  page,
  wallet,
  cloud,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  const address = wallet.addresses[0] as string
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  // The balance the page shows is the seeded one the chain holds.
  const onChain = await rpc(cloud.rpc[1] as string, 'eth_getBalance', [address, 'latest'])
  const eth = Number(BigInt(onChain as string) / 10n ** 14n) / 10_000
  expect(eth).toBeGreaterThan(0)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(/^[\d.,]+ ETH$/)
  const shown = await page.getByRole('status', { name: 'Balance' }).textContent()
  expect(Number(shown?.replace(/[^\d.]/g, ''))).toBeCloseTo(eth, 2)
  expect(await wallet.isConnected()).toBe(true)
})

test('a declined connection says so, and Try again connects', async ({ page, wallet }) => {
  await page.goto('/')
  await wallet.setBehavior({ rejectRequests: true })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByText('Connection declined')).toBeVisible()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')

  await wallet.setBehavior({ rejectRequests: false })
  await page.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})

test('disconnect from the Account view', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  // The modal closes, so the page behind it is usable at once.
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('a reload reconnects the session', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await page.reload()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
})

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result: unknown }
  return body.result
}

test('the modal waits while the wallet asks the visitor, then connects', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await wallet.setBehavior({ approval: 'manual' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByText('Accept the connection request in the wallet')).toBeVisible()
  await wallet.waitForPending()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await wallet.approvePending()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})

test('after a disconnect the wallet is listed first as recent, after WalletConnect', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  // Recent wallets are remembered across visits.
  await page.reload()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  // SPEC §9 connector order: walletConnect, recent, injected, ...
  const items = page
    .getByRole('dialog')
    .getByRole('list', { name: 'Wallets' })
    .getByRole('listitem')
  await expect(items.nth(0)).toHaveText(/^WalletConnect/)
  await expect(items.nth(1)).toContainText(walletName)
  await expect(items.nth(1)).toContainText('RECENT')
})
