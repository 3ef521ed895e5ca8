import { anvilKey } from '@airlock/testing/anvil'
import { createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { connectWallet } from './connectWallet'
import { approveInFrame, emailLogin, uniqueEmail } from './embedded'
import { expect } from './fixtures'
import {
  AIR,
  chainOne,
  movePool,
  openSwap,
  pickToken,
  ROUTER,
  reviewSwap,
  test,
  USDC,
} from './swap'

// Swap (issue 19): from Account's `Swap` on the local stand-in of chain 1, against the cloud's
// Uniswap v2 pools; the balances on the chain move by what the quote said, within the 1 %
// slippage (SPEC.md §9). The mock wallet holds test account 8.

test('swap ETH to USDC and back (approve first): balances move by the quote', async ({
  page,
  wallet,
  cloud,
}) => {
  const address = wallet.addresses[0] as string
  const chain = chainOne(cloud.rpc[1] as string)
  const usdcBefore = await chain.balance(address, USDC)

  const dialog = await openSwap(page, address)
  await pickToken(dialog, 'You receive', 'USDC')
  const there = await reviewSwap(dialog, '0.5')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByText('Transaction started')).toBeVisible()
  const gained = Number((await chain.balance(address, USDC)) - usdcBefore) / 1e6
  expect(gained).toBeGreaterThanOrEqual(there.minimum)
  expect(gained).toBeLessThanOrEqual(there.received + 1e-6)

  // Back: USDC to ETH; the router may not spend USDC yet, so Approve comes first.
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Switch tokens' }).click()
  await expect(dialog.getByRole('button', { name: 'You pay: USDC' })).toBeVisible()
  const ethBefore = await chain.balance(address)
  const usdcMiddle = await chain.balance(address, USDC)
  const back = await reviewSwap(dialog, '100')
  await expect(dialog.getByText('Allow the swap contract to spend your USDC first')).toBeVisible()
  await dialog.getByRole('button', { name: 'Approve USDC' }).click()
  await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeEnabled({
    timeout: 30_000,
  })
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByText('Transaction started')).toBeVisible()
  // (The first swap's toast may still show: wait for the chain itself.)
  await expect
    .poll(async () => usdcMiddle - (await chain.balance(address, USDC)), { timeout: 30_000 })
    .toBe(100_000_000n)
  // ETH in, less the gas of the approve and the swap (well under 0.01 ETH here).
  const ethGained = Number((await chain.balance(address)) - ethBefore) / 1e18
  expect(ethGained).toBeGreaterThan(back.minimum - 0.01)
  expect(ethGained).toBeLessThanOrEqual(back.received + 1e-6)

  // Activity (issues 18, 19): the swap into ETH is the top entry, one Swapped row with both
  // legs: the USDC paid and the ETH the router paid back inside the transaction.
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const top = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').first()
  await expect(top).toContainText('-100.000 USDC', { timeout: 30_000 })
  await expect(top).toContainText('Swapped')
  await expect(top).toContainText(/\+0\.\d{3} ETH/)
  // The swap there (ETH to USDC) is the entry below, both legs as well.
  const second = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem').nth(1)
  await expect(second).toContainText('Swapped')
  await expect(second).toContainText('-0.500 ETH')
  await expect(second).toContainText(/\+[\d,]+\.\d{3} USDC/)
})

test('the pool moves between the quote and the send: the swap fails with its message and loses nothing', async ({
  page,
  wallet,
  cloud,
}) => {
  const address = wallet.addresses[0] as string
  const chain = chainOne(cloud.rpc[1] as string)
  const dialog = await openSwap(page, address)
  await pickToken(dialog, 'You receive', 'USDC')
  await reviewSwap(dialog, '0.2')
  const usdcBefore = await chain.balance(address, USDC)
  const ethBefore = await chain.balance(address)
  // The wallet holds the swap until the test says: another account trades in the pool first.
  await wallet.setBehavior({ approval: 'manual' })
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await wallet.waitForPending({ method: 'eth_sendTransaction' })
  await movePool(cloud.rpc[1] as string, ROUTER)
  await wallet.approvePending()
  await expect(dialog.getByRole('alert')).toHaveText('The swap failed: nothing was swapped', {
    timeout: 30_000,
  })
  await expect(dialog.getByRole('heading', { name: 'Review Swap' })).toBeVisible()
  expect(await chain.balance(address, USDC)).toBe(usdcBefore)
  // Nothing was mined: not even gas left the account.
  expect(await chain.balance(address)).toBe(ethBefore)
})

test("the Swap entry is absent on a network outside the twelve (the demo's chain 31337)", async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  await page.goto('/')
  await connectWallet(page, address)
  await page.getByRole('button', { name: /^alice\.airlock / }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
  await wallet.switchChain(31337)
  await expect(dialog.getByRole('button', { name: 'Anvil' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toHaveCount(0)
  await wallet.switchChain(8453)
  await expect(dialog.getByRole('button', { name: 'Base' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Swap', exact: true })).toBeVisible()
})

test('swap ETH to AIR on a phone (390x844)', async ({ page, wallet, cloud }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const address = wallet.addresses[0] as string
  const chain = chainOne(cloud.rpc[1] as string)
  const before = await chain.balance(address, AIR)
  const dialog = await openSwap(page, address)
  await pickToken(dialog, 'You receive', 'AIR')
  const quote = await reviewSwap(dialog, '0.05')
  const swapButton = dialog.getByRole('button', { name: 'Swap', exact: true })
  await swapButton.scrollIntoViewIfNeeded()
  const box = await swapButton.boundingBox()
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  await swapButton.click()
  await expect(page.getByText('Transaction started')).toBeVisible()
  const gained = Number((await chain.balance(address, AIR)) - before) / 1e18
  expect(gained).toBeGreaterThanOrEqual(quote.minimum)
  expect(gained).toBeLessThanOrEqual(quote.received + 1e-6)
})

test('the embedded wallet (email login) swaps ETH to USDC and back, approving in the frame', async ({
  page,
  cloud,
}) => {
  test.setTimeout(180_000)
  const rpc = cloud.rpc[1] as string
  const chain = chainOne(rpc)
  await page.goto('/')
  const address = await emailLogin(page, uniqueEmail('swap'))
  // A new wallet: fund it with 1 ETH from test account 4.
  const funder = createWalletClient({
    account: privateKeyToAccount(anvilKey(4) as Hex),
    chain: mainnet,
    transport: http(rpc),
  })
  const funding = await funder.sendTransaction({ to: address as Hex, value: parseEther('1') })
  await chain.client.waitForTransactionReceipt({ hash: funding })

  // The login leaves the modal on Account.
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await pickToken(dialog, 'You receive', 'USDC')
  const there = await reviewSwap(dialog, '0.1')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await approveInFrame(page, 'Send transaction')
  await expect(page.getByText('Transaction started')).toBeVisible({ timeout: 60_000 })
  const usdc = Number(await chain.balance(address, USDC)) / 1e6
  expect(usdc).toBeGreaterThanOrEqual(there.minimum)
  expect(usdc).toBeLessThanOrEqual(there.received + 1e-6)

  // Back: 10 USDC to ETH, the approve and the swap each approved in the frame.
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Switch tokens' }).click()
  await expect(dialog.getByRole('button', { name: 'You pay: USDC' })).toBeVisible()
  await reviewSwap(dialog, '10')
  await dialog.getByRole('button', { name: 'Approve USDC' }).click()
  await approveInFrame(page, 'Send transaction')
  const swap = dialog.getByRole('button', { name: 'Swap', exact: true })
  await expect(swap).toBeEnabled({ timeout: 60_000 })
  await swap.click()
  await approveInFrame(page, 'Send transaction')
  await expect
    .poll(async () => Number(await chain.balance(address, USDC)) / 1e6, { timeout: 60_000 })
    .toBeCloseTo(usdc - 10, 6)
  // Its Activity: the swap into ETH on top with both legs, the swap from ETH below it.
  await expect(dialog.getByRole('heading', { name: 'Account' })).toBeVisible({ timeout: 30_000 })
  await dialog.getByRole('tab', { name: 'Activity' }).click()
  const rows = dialog.getByRole('region', { name: 'Activity' }).getByRole('listitem')
  await expect(rows.first()).toContainText('-10.000 USDC', { timeout: 30_000 })
  await expect(rows.first()).toContainText('Swapped')
  await expect(rows.first()).toContainText(/\+0\.\d{3} ETH/)
  await expect(rows.nth(1)).toContainText('-0.100 ETH')
  await expect(rows.nth(1)).toContainText('Swapped')
})

test('the amount to receive typed: the amount to pay follows, and the swap gives it', async ({
  page,
  wallet,
  cloud,
}) => {
  const address = wallet.addresses[0] as string
  const chain = chainOne(cloud.rpc[1] as string)
  const before = await chain.balance(address, USDC)
  const dialog = await openSwap(page, address)
  await pickToken(dialog, 'You receive', 'USDC')
  await dialog.getByLabel('You receive', { exact: true }).fill('50')
  await expect(dialog.getByLabel('You pay', { exact: true })).not.toHaveValue('', {
    timeout: 15_000,
  })
  await expect(dialog.getByLabel('You receive', { exact: true })).toHaveValue('50')
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await expect(dialog.getByTestId('swap-preview-to')).toHaveText(/^(49\.99|50)[0-9.]* USDC$/)
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(page.getByText('Transaction started')).toBeVisible()
  const gained = Number((await chain.balance(address, USDC)) - before) / 1e6
  expect(gained).toBeGreaterThanOrEqual(50 * 0.99)
  expect(gained).toBeLessThanOrEqual(50.01)
})
