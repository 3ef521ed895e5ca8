import { connectWallet } from './connectWallet'
import { expect, test } from './fixtures'

// Also on a 390x844 phone (issue 21: the main flows at the phone viewport).
for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`switch network from the Networks view${label}`, async ({ page, wallet }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/')
    await connectWallet(page, wallet.addresses[0] as string)
    await page.getByRole('button', { name: 'Ethereum' }).click()
    await page.getByRole('dialog').getByRole('button', { name: /Base/ }).click()
    await expect(page.getByRole('button', { name: 'Base' })).toBeVisible()
    expect(await wallet.chainId()).toBe(8453)
    await expect(page.getByRole('figure', { name: 'useAirlockNetwork' })).toContainText(
      '"caipNetworkId": "eip155:8453"',
    )
  })
}

test('a wallet that does not know the chain is asked to add it (4902)', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await wallet.setBehavior({ unknownChains: [8453] })
  await connectWallet(page, wallet.addresses[0] as string)
  await page.getByRole('button', { name: 'Ethereum' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Base/ }).click()
  await expect(page.getByRole('button', { name: 'Base' })).toBeVisible()
  expect(await wallet.chainId()).toBe(8453)
  expect((await wallet.behavior()).unknownChains ?? []).not.toContain(8453)
})

test('a wallet on an unsupported network is offered the supported ones', async ({
  page,
  wallet,
}) => {
  await page.goto('/')
  await connectWallet(page, wallet.addresses[0] as string)
  await wallet.switchChain(10)
  await expect(page.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Ethereum/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Unsupported Network' })).toHaveCount(0)
  expect(await wallet.chainId()).toBe(1)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
})
