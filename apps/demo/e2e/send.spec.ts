import { connectWallet } from './connectWallet'
import { expect, test } from './fixtures'

// Also on a 390x844 phone (issue 21: the main flows at the phone viewport).
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`send a transaction: hash shown, balance lower${label}`, async ({ page, wallet }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await connectWallet(page, wallet.addresses[0] as string)
    const balance = page.getByRole('status', { name: 'Balance' })
    await expect(balance).toHaveText(/^[\d.,]+ ETH$/)
    const before = await balance.textContent()
    await page.getByRole('button', { name: 'Send transaction' }).click()
    await expect(page.getByRole('status', { name: 'Transaction result' })).toHaveText(
      /^0x[0-9a-f]{64}$/,
    )
    await expect(balance).not.toHaveText(before as string)
    const amount = (text: string | null) => Number(text?.replace(/[^\d.]/g, ''))
    expect(amount(await balance.textContent())).toBeLessThan(amount(before))
  })
}
