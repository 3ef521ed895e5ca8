import { connectWallet } from './connectWallet'
import { expect, test } from './fixtures'

// Also on a 390x844 phone (issue 21: the main flows at the phone viewport).
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`sign a message and see the signature verified${label}`, async ({ page, wallet }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await connectWallet(page, wallet.addresses[0] as string)
    await page.getByRole('button', { name: 'Sign message' }).click()
    const result = page.getByRole('status', { name: 'Signature result' })
    await expect(result).toContainText(/0x[0-9a-f]{130}/)
    await expect(result).toContainText('Valid')
  })
}

test('a declined signature shows the spec words', async ({ page, wallet }) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  await page.getByRole('button', { name: 'Sign message' }).click()
  await expect(page.getByRole('status', { name: 'Signature result' })).toHaveText(
    'Signature declined',
  )
})
