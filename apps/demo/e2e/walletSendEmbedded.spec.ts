import { expect, test } from './fixtures'
import { fillSend, sendForm } from './walletSend'
import {
  balanceOf,
  fund,
  loginAs,
  newReceiver,
  readBalancesAgain,
  rejectInFrame,
  sendAndCheck,
} from './walletSendEmbedded'

// Send (issue 18) from the embedded wallet, approved by the visitor in the secure frame: the smart
// account through wallet_sendCalls (USDC first while it holds no ETH at all: the insufficient-gas
// rule skips smart accounts, the site pays the gas), the EOA through eth_sendTransaction.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''

  test(`the smart account sends USDC with no ETH, then ETH, through wallet_sendCalls${label}`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    if (viewport) await page.setViewportSize(viewport)
    const account = await loginAs(page, 'smartAccount', 'send-smart')
    await fund(account, { usdc: 3_000_000n })
    await readBalancesAgain(page, account)
    expect(await balanceOf('ETH', account)).toBe(0n)
    await sendAndCheck(page, 'smartAccount', {
      token: 'USDC',
      amount: '1.234',
      units: 1_234_000n,
      to: newReceiver(),
    })
    expect(await balanceOf('USDC', account)).toBe(3_000_000n - 1_234_000n)

    await fund(account, { eth: '0.5' })
    await readBalancesAgain(page, account)
    await sendAndCheck(page, 'smartAccount', {
      token: 'ETH',
      amount: viewport ? '0.046' : '0.045',
      units: viewport ? 46_000_000_000_000_000n : 45_000_000_000_000_000n,
      to: newReceiver(),
    })
  })

  test(`the EOA sends ETH and USDC through eth_sendTransaction${label}`, async ({ page }) => {
    test.setTimeout(300_000)
    if (viewport) await page.setViewportSize(viewport)
    const account = await loginAs(page, 'eoa', 'send-eoa')
    await fund(account, { eth: '0.5', usdc: 3_000_000n })
    await readBalancesAgain(page, account)
    await sendAndCheck(page, 'eoa', {
      token: 'ETH',
      amount: viewport ? '0.066' : '0.065',
      units: viewport ? 66_000_000_000_000_000n : 65_000_000_000_000_000n,
      to: newReceiver(),
    })
    await sendAndCheck(page, 'eoa', {
      token: 'USDC',
      amount: '2.345',
      units: 2_345_000n,
      to: newReceiver(),
    })
  })
}

test('the visitor rejects the smart account batch in the frame: Something went wrong, the form kept', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const account = await loginAs(page, 'smartAccount', 'send-smart-reject')
  await fund(account, { usdc: 2_000_000n })
  await readBalancesAgain(page, account)
  const to = newReceiver()
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await fillSend(dialog, { token: 'USDC', amount: '1.5', to })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await rejectInFrame(page, 'Send 1 calls')
  await expect(page.getByText('Something went wrong')).toBeVisible()
  // Back on the preview with what was asked; Edit goes back to the same form.
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText('1.5 USDC')
  await dialog.getByRole('button', { name: 'Edit' }).click()
  expect(await sendForm(dialog)).toEqual({ token: 'USDC', amount: '1.5', to })
  // Nothing moved.
  expect(await balanceOf('USDC', to)).toBe(0n)
  expect(await balanceOf('USDC', account)).toBe(2_000_000n)
})
