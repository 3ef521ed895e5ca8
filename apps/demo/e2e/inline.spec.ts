import { expect, test, walletName } from './fixtures'

test('/inline embeds the modal: connect without opening anything', async ({ page, wallet }) => {
  await page.goto('/inline')
  const embedded = page.getByRole('region', { name: 'The modal, embedded' })
  await embedded.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await expect(embedded.getByRole('button', { name: 'Disconnect' })).toBeVisible()
})
