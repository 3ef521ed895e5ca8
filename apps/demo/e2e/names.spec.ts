import { expect, openForm, registerName, test, uniqueLabel } from './names'

// Names (issue 18), on the demo's build: see names.ts for the flow.

test('register a name with the injected wallet, see it in Account, resolve it from a second browser', async ({
  page,
  wallet,
  browser,
  cloud,
  baseURL,
}) => {
  const address = wallet.addresses[0] as string
  const name = await registerName(page, address)

  // A second browser (its own storage, no wallet) resolves the name through the cloud.
  const other = await browser.newContext()
  try {
    const second = await other.newPage()
    await second.goto(baseURL as string)
    const url = `${cloud.url}/v1/profile/account/${name}?projectId=${cloud.projectId}&st=e2e&sv=0`
    const profile = await second.evaluate(async (href) => {
      const response = await fetch(href)
      return { status: response.status, body: await response.json() }
    }, url)
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({
      name,
      addresses: { '60': { address: address.toLowerCase() } },
    })
  } finally {
    await other.close()
  }
})

test('register a name on a phone (390x844)', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await registerName(page, wallet.addresses[0] as string)
})

test('a refused signature comes back to the form with Error registering name', async ({
  page,
  wallet,
}) => {
  const dialog = await openForm(page, wallet.addresses[0] as string)
  // The visitor refuses to sign in the wallet.
  await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  const label = uniqueLabel()
  const input = dialog.getByRole('textbox', { name: 'Account name' })
  await input.fill(label)
  await expect(dialog.getByText(`${label}.airlock is available`)).toBeVisible()
  await dialog.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText(`Error registering name ${label}.airlock`)).toBeVisible()
  await expect(dialog.getByRole('heading', { name: 'Choose Name' })).toBeVisible()
  await expect(dialog.getByRole('textbox', { name: 'Account name' })).toHaveValue(label)
  await expect(dialog.getByRole('button', { name: 'Choose a name' })).toHaveCount(0)
})
