import { createPublicClient, erc20Abi, http } from 'viem'
import { expect, test } from './fixtures'
import { BOB, openSend } from './walletSend'

// Send (issue 18): from Account's `Send`, a token from the balances, an amount, a receiver by
// address or by a registered name (shown with its name), `Preview send`, `Send`; the toast
// `Transaction started`, back on Account, and the receiver's balance grows on the chain.

const USDC = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
const AIR = '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404'
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  const cases = [
    { token: 'ETH', contract: undefined, amount: '0.25', units: 250000000000000000n, to: BOB },
    { token: 'USDC', contract: USDC, amount: '1.5', units: 1500000n, to: 'bob.airlock' },
    { token: 'AIR', contract: AIR, amount: '2', units: 2000000000000000000n, to: BOB },
  ] as const
  for (const sent of cases) {
    test(`send ${sent.token} to ${sent.to === BOB ? 'an address' : 'a name'}${label}`, async ({
      page,
      wallet,
      cloud,
    }) => {
      if (viewport) await page.setViewportSize(viewport)
      const client = createPublicClient({ transport: http(cloud.rpc[1] as string) })
      const balanceOf = () =>
        sent.contract
          ? client.readContract({
              address: sent.contract,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [BOB],
            })
          : client.getBalance({ address: BOB })
      const before = await balanceOf()
      const dialog = await openSend(page, wallet.addresses[0] as string)
      const picker = dialog.getByLabel('Token', { exact: true })
      const option = picker.locator('option', { hasText: new RegExp(`^${sent.token} `) })
      await picker.selectOption((await option.getAttribute('value')) as string)
      await dialog.getByLabel('Amount', { exact: true }).fill(sent.amount)
      await dialog.getByLabel('To', { exact: true }).fill(sent.to)
      await expect(dialog.getByTestId('send-receiver')).toContainText('bob.airlock')
      await expect(dialog.getByText(/^Network fee: /)).toBeVisible()
      await dialog.getByRole('button', { name: 'Preview send' }).click()
      await expect(dialog.getByTestId('send-preview-amount')).toHaveText(
        `${sent.amount} ${sent.token}`,
      )
      await expect(dialog.getByTestId('send-preview-receiver')).toContainText(BOB)
      await dialog.getByRole('button', { name: 'Send', exact: true }).click()
      await expect(page.getByText('Transaction started')).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Send', exact: true })).toBeVisible()
      await expect.poll(async () => (await balanceOf()) - before).toBeGreaterThanOrEqual(sent.units)
    })
  }
}
