import { connectWallet } from './connectWallet'
import { expect, test, walletName } from './fixtures'

// Also on a 390x844 phone (issue 21: the main flows at the phone viewport).
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`connect with the announced wallet: address and seeded balance${label}`, async ({
    page,
    wallet,
    cloud,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
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
}

// The seeded ERC-20s of the cloud (apps/cloud README): USDC has 6 decimals, AIR 18, WHOLE 0.
const tokens = {
  USDC: { address: '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9', decimals: 6 },
  AIR: { address: '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404', decimals: 18 },
  WHOLE: { address: '0xCABEe62adFB2a4d4172Fc2F7536f324FC52C274a', decimals: 0 },
}

/** A decimal amount with 3 decimals, truncated, as SPEC.md §9 and the modal write it. */
function threeDecimals(units: bigint, decimals: number): string {
  const whole = units / 10n ** BigInt(decimals)
  const fraction =
    decimals === 0 ? 0n : ((units % 10n ** BigInt(decimals)) * 1000n) / 10n ** BigInt(decimals)
  return `${whole.toLocaleString('en-US')}.${fraction.toString().padStart(3, '0')}`
}

test('the Tokens tab lists the seeded tokens as the chain holds them, 3 decimals, no 0-decimal token', async ({
  page,
  wallet,
  cloud,
}) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  const address = wallet.addresses[0] as string
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  // After connecting the modal shows the Account view; its Tokens tab is the first.
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('tab', { name: 'Tokens' }).click()
  const list = dialog.getByRole('list', { name: 'Tokens' })
  const rpcUrl = cloud.rpc[1] as string
  const balanceOf = async (token: string) =>
    BigInt(
      (await rpc(rpcUrl, 'eth_call', [
        { to: token, data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` },
        'latest',
      ])) as string,
    )
  for (const symbol of ['USDC', 'AIR'] as const) {
    const { address: token, decimals } = tokens[symbol]
    const shown = `${threeDecimals(await balanceOf(token), decimals)} ${symbol}`
    await expect(list.getByText(shown, { exact: true })).toBeVisible()
  }
  // The chain holds WHOLE, but a 0-decimal token is not listed (SPEC.md §5).
  expect(await balanceOf(tokens.WHOLE.address)).toBeGreaterThan(0n)
  await expect(list.getByText(/WHOLE/)).toHaveCount(0)
  // The native balance, in the list, the Account view and the header, with 3 decimals.
  const wei = BigInt((await rpc(rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)
  const eth = `${threeDecimals(wei, 18)} ETH`
  await expect(list.getByText(eth, { exact: true })).toBeVisible()
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText(eth)
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

// Also on a 390x844 phone (issue 21: the main flows at the phone viewport).
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`disconnect from the Account view${label}`, async ({ page, wallet }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await connectWallet(page, wallet.addresses[0] as string)
    await page.getByRole('button', { name: /^0x/ }).first().click()
    await page.getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
    // The modal closes, so the page behind it is usable at once.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
}

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
