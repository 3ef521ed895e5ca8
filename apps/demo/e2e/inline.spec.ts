import { expect, test, walletName } from './fixtures'

test('/inline embeds the modal: connect without opening anything', async ({ page, wallet }) => {
  await page.goto('/inline')
  const embedded = page.getByRole('region', { name: 'The modal, embedded' })
  await embedded.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await expect(embedded.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  // One modal on the page: the embedded one; nothing is appended to the body beside it.
  await expect(page.getByRole('dialog')).toHaveCount(1)
  // Opening the modal from the header's account button shows it in the embedded one, still one.
  await page.getByRole('banner').getByRole('button', { name: /^0x/ }).click()
  await expect(page.getByRole('dialog')).toHaveCount(1)
  await expect(embedded.getByRole('dialog')).toHaveCount(1)
})
