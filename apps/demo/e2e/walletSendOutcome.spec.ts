import { anvilKey } from '@airlock/testing/anvil'
import { createPublicClient, createWalletClient, erc20Abi, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures'
import { BOB, fillSend, openSend, sendForm, USDC } from './walletSend'

// Send (issue 18), what follows `Send`: a refusal or a revert says `Something went wrong` and keeps
// the form; a sent transaction shows on top of Account's Activity once mined; a network switch
// empties the form.

const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

test('the wallet refuses: Something went wrong, the form kept', async ({ page, wallet }) => {
  const dialog = await openSend(page, wallet.addresses[0] as string)
  await fillSend(dialog, { token: 'AIR', amount: '3', to: BOB })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await wallet.setBehavior({ rejectRequests: ['eth_sendTransaction'] })
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Something went wrong')).toBeVisible()
  // Still on the preview, with what was asked; Edit goes back to the same form.
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText('3 AIR')
  await expect(dialog.getByTestId('send-preview-receiver')).toContainText(BOB)
  await dialog.getByRole('button', { name: 'Edit' }).click()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('3')
  expect(await sendForm(dialog)).toEqual({ token: 'AIR', amount: '3', to: BOB })
  // And the same form sends once the wallet agrees.
  await wallet.setBehavior({ rejectRequests: false })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Transaction started')).toBeVisible()
})

test('the chain reverts (the tokens left meanwhile): Something went wrong, the form kept', async ({
  page,
  wallet,
  cloud,
}) => {
  const rpcUrl = cloud.rpc[1] as string
  const client = createPublicClient({ transport: http(rpcUrl) })
  const owner = createWalletClient({
    account: privateKeyToAccount(anvilKey(0)),
    transport: http(rpcUrl),
  })
  const keeper = createWalletClient({
    account: privateKeyToAccount(anvilKey(2)),
    transport: http(rpcUrl),
  })
  const balance = () =>
    client.readContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ACCOUNT],
    })
  const dialog = await openSend(page, wallet.addresses[0] as string)
  await fillSend(dialog, { token: 'USDC', amount: '1', to: BOB })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  // Every USDC of the account goes to account 2 before Send: the transfer reverts.
  const held = await balance()
  const away = await owner.writeContract({
    chain: null,
    address: USDC,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [keeper.account.address, held],
  })
  await client.waitForTransactionReceipt({ hash: away })
  try {
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Something went wrong')).toBeVisible()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('1 USDC')
    await dialog.getByRole('button', { name: 'Edit' }).click()
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('1')
    expect(await sendForm(dialog)).toEqual({ token: 'USDC', amount: '1', to: BOB })
  } finally {
    const back = await keeper.writeContract({
      chain: null,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [ACCOUNT, held],
    })
    await client.waitForTransactionReceipt({ hash: back })
  }
  expect(await balance()).toBe(held)
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`after a send: the balance refreshed and the transaction on top of Activity${label}`, async ({
    page,
    wallet,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const dialog = await openSend(page, wallet.addresses[0] as string)
    // An amount no seeded transaction has: the top row is this send's.
    const amount = viewport ? '0.0421' : '0.0371'
    const shown = `-${Number(amount).toFixed(3)} ETH`
    const balance = page.getByRole('status', { name: 'Balance' })
    const before = await balance.textContent()
    await fillSend(dialog, { token: 'ETH', amount, to: BOB })
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Transaction started')).toBeVisible()
    // Back on Account: its Activity tab, at once (the list is asked again once mined).
    await dialog.getByRole('tab', { name: 'Activity' }).click()
    const activity = dialog.getByRole('region', { name: 'Activity' })
    await expect(activity.getByRole('listitem').first()).toContainText(shown, { timeout: 30_000 })
    await expect(activity.getByRole('listitem').first()).toContainText('to 0xa0Ee...9720')
    // The balance the page shows was read again (core's balance refresh after the receipt).
    await expect(balance).not.toHaveText(before as string)
  })
}

test('a network switch empties the form', async ({ page, wallet }) => {
  const dialog = await openSend(page, wallet.addresses[0] as string)
  await fillSend(dialog, { token: 'USDC', amount: '2', to: BOB })
  expect(await sendForm(dialog)).toEqual({ token: 'USDC', amount: '2', to: BOB })
  // The visitor switches in the wallet: the form starts over on Base, its native token first.
  await wallet.switchChain(8453)
  await expect(page.getByRole('button', { name: 'Base' })).toBeVisible()
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('')
  await expect(dialog.getByLabel('To', { exact: true })).toHaveValue('')
  await expect(dialog.getByTestId('send-receiver')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()
  // Base's balances, read for the new network: its native token picked, its USDC listed.
  expect((await sendForm(dialog)).token).toBe('ETH')
  await expect(
    dialog.getByLabel('Token', { exact: true }).locator('option', { hasText: /^USDC / }),
  ).toHaveCount(1)
})
