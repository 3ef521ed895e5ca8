import { createPublicClient, http } from 'viem'
import { expect, test } from './fixtures'
import { BOB, openSend } from './walletSend'

// Send under `vite dev` (React StrictMode mounts every view twice): the form's receiver lookup and
// gas estimate, aborted by the first unmount, and the send core runs while the view changes,
// still end with the ETH on the chain and the form back.

test('send ETH to an address under StrictMode', async ({ page, wallet, cloud }) => {
  const client = createPublicClient({ transport: http(cloud.rpc[1] as string) })
  const before = await client.getBalance({ address: BOB })
  const dialog = await openSend(page, wallet.addresses[0] as string)
  const picker = dialog.getByLabel('Token', { exact: true })
  const option = picker.locator('option', { hasText: /^ETH / })
  await picker.selectOption((await option.getAttribute('value')) as string)
  await dialog.getByLabel('Amount', { exact: true }).fill('0.01')
  await dialog.getByLabel('To', { exact: true }).fill(BOB)
  await expect(dialog.getByTestId('send-receiver')).toContainText('bob.airlock')
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByText('Transaction started')).toBeVisible()
  await expect
    .poll(async () => (await client.getBalance({ address: BOB })) - before)
    .toBeGreaterThanOrEqual(10_000_000_000_000_000n)
})
