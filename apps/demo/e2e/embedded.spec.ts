import { anvilKey } from '@airlock/testing/anvil'
import { createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import {
  approveInFrame,
  emailLogin,
  env,
  readCode,
  SESSION_KEYS,
  storedSessionKeys,
  typeCode,
  uniqueEmail,
} from './embedded'
import { expect, test } from './fixtures'

// The embedded wallet end to end in Chromium across two origins: the demo on one port, the
// secure site (its frame, mail catcher and OpenID provider) on others, all started by the global
// setup (a missing one fails the run there, never skips these tests).

test('email login: wrong code, right code, reload, sign, send after approval, sign-out clears storage', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const email = uniqueEmail('login')
  await page.goto('/')
  // Nothing of the frame before the visitor uses it (SPEC.md §2: loaded only when used).
  await expect(page.locator('#w3m-iframe')).toHaveCount(0)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const input = page.getByRole('textbox', { name: 'Email' })
  await input.fill(email)
  await input.press('Enter')
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible({
    timeout: 30_000,
  })
  // The hidden frame of SPEC.md §2, on the secure site's origin.
  const frame = page.locator('#w3m-iframe')
  await expect(frame).toHaveCount(1)
  expect(new URL((await frame.getAttribute('src')) as string).origin).toBe(
    new URL(env('E2E_SECURE_SITE_URL')).origin,
  )

  const { code } = await readCode(email)
  const wrong = code === '000000' ? '111111' : '000000'
  await typeCode(page, wrong)
  await expect(page.getByText('Invalid code')).toBeVisible({ timeout: 30_000 })
  await typeCode(page, code)
  const address = page.getByRole('status', { name: 'Address' })
  await expect(address).toHaveText(/^0x[0-9a-fA-F]{40}$/, { timeout: 30_000 })
  const account = (await address.textContent()) as Hex
  const stored = await storedSessionKeys(page)
  expect(stored['@appkit-wallet/EMAIL_LOGIN_USED_KEY']).toBe('true')
  expect(stored['@appkit-wallet/EMAIL']).toBe(email)

  // Reload: the stored session comes back without a login.
  await page.reload()
  await expect(address).toHaveText(account, { timeout: 30_000 })

  // Sign: ApproveTransaction puts the secure frame over the modal's body; the frame shows the
  // message and takes the visitor's Approve; the demo verifies the signature.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Approve Transaction' })).toBeVisible({
    timeout: 30_000,
  })
  // Nothing to approve in the page itself.
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await approveInFrame(page, 'Sign message')
  const signature = page.getByRole('status', { name: 'Signature result' })
  await expect(signature).toContainText(/0x[0-9a-f]{130}/, { timeout: 30_000 })
  await expect(signature).toContainText('Valid')
  await expect(page.getByRole('dialog')).toHaveCount(0)

  // Send: fund the new wallet from a seeded account, then send after approval; see it mined.
  const rpc = env('E2E_RPC_1')
  const chain = createPublicClient({ chain: mainnet, transport: http(rpc) })
  const funder = createWalletClient({
    account: privateKeyToAccount(anvilKey(1) as Hex),
    chain: mainnet,
    transport: http(rpc),
  })
  const funding = await funder.sendTransaction({ to: account, value: parseEther('1') })
  await chain.waitForTransactionReceipt({ hash: funding })
  await page.getByRole('button', { name: 'Send transaction' }).click()
  await approveInFrame(page, 'Send transaction')
  const result = page.getByRole('status', { name: 'Transaction result' })
  await expect(result).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 60_000 })
  const receipt = await chain.waitForTransactionReceipt({
    hash: (await result.textContent()) as Hex,
  })
  expect(receipt.status).toBe('success')
  // The embedded eip155 wallet is a smart account by default (SPEC.md §6): the site's owner key
  // submits the call (its gas sponsored by the site), the 0.001 ETH leaves the account shown.
  expect([receipt.from.toLowerCase(), receipt.to?.toLowerCase()]).toContain(account.toLowerCase())
  const left = await chain.getBalance({ address: account as Hex })
  expect(left).toBe(parseEther('1') - parseEther('0.001'))

  // Sign-out from the Account view deletes the session keys (SPEC.md §4).
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(address).toHaveText('Not connected')
  const after = await storedSessionKeys(page)
  for (const key of SESSION_KEYS) expect(after[key], key).toBeNull()
})

// The SESSION_UPDATE token the page keeps identifies the session but is no key to it: the session
// is bound to the frame's device key (non-extractable, in the frame's own storage). A frame that
// lost its storage and key cannot take the session up again from the page's copy, or a token
// copied by a page script would restore a session elsewhere too.
test('a frame that lost its own storage and device key is not connected again by the token the page kept, and the page drops it', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('token')
  await page.goto('/')
  await emailLogin(page, email)
  const address = page.getByRole('status', { name: 'Address' })
  // The page kept the token the frame pushed (core's @airlock/EMBEDDED_SESSION_TOKEN).
  const token = await page.evaluate(() => localStorage.getItem('@airlock/EMBEDDED_SESSION_TOKEN'))
  expect(token).toMatch(/\S{20,}/)
  // The secure frame forgets everything it kept on the secure site's origin: its storage and the
  // IndexedDB that holds its device key (deleted once the reload closes the frame's connections).
  const secureOrigin = new URL(env('E2E_SECURE_SITE_URL')).origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(secureOrigin))
  expect(frame).toBeDefined()
  const databases = await frame?.evaluate(async () => {
    localStorage.clear()
    const names = (await indexedDB.databases()).map(({ name }) => name as string)
    for (const name of names) indexedDB.deleteDatabase(name)
    return names
  })
  expect(databases?.length).toBeGreaterThan(0)
  expect(await frame?.evaluate(() => localStorage.length)).toBe(0)
  // Reload: IS_CONNECTED{token} from the page, answered by a frame with a new device key, is
  // refused by the secure site; the page forgets the session and its token.
  await page.reload()
  await expect(address).toHaveText('Not connected', { timeout: 30_000 })
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('@airlock/EMBEDDED_SESSION_TOKEN')), {
      timeout: 30_000,
    })
    .toBeNull()
  const stored = await storedSessionKeys(page)
  for (const key of SESSION_KEYS) expect(stored[key], key).toBeNull()
})

test('a second email login within 30 s is refused with a countdown', async ({ page }) => {
  const email = uniqueEmail('retry')
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const input = page.getByRole('textbox', { name: 'Email' })
  await input.fill(email)
  await input.press('Enter')
  await expect(page.getByText(`Enter the code we sent to ${email}`)).toBeVisible({
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Back' }).click()
  await input.fill(email)
  await input.press('Enter')
  const refusal = page.getByText(/^Please try again after \d+ seconds$/)
  await expect(refusal).toBeVisible()
  const seconds = (text: string | null) => Number(text?.match(/\d+/)?.[0])
  const first = seconds(await refusal.textContent())
  expect(first).toBeGreaterThan(0)
  expect(first).toBeLessThanOrEqual(30)
  // It counts down.
  await expect.poll(async () => seconds(await refusal.textContent())).toBeLessThan(first)
})

test('email update: a code to the current address, then one to the new address', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const email = uniqueEmail('update')
  const next = uniqueEmail('updated')
  await page.goto('/')
  await emailLogin(page, email)
  // The login code is the newest mail now; the update's code comes after it.
  const login = await readCode(email)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Edit email' }).click()
  const input = dialog.getByRole('textbox', { name: 'New email' })
  await input.fill(next)
  await input.press('Enter')
  await expect(dialog.getByText(`Enter the code we sent to ${email}`)).toBeVisible({
    timeout: 30_000,
  })
  const primary = await readCode(email, login.id)
  await typeCode(page, primary.code)
  // The view transition shows the leaving view for 150 ms: wait until only the new step is left.
  await expect(dialog.getByRole('heading', { name: 'Confirm New Email' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(dialog.getByText(`Enter the code we sent to ${next}`)).toHaveCount(1)
  const secondary = await readCode(next)
  await typeCode(page, secondary.code)
  await expect(page.getByText('Email updated')).toBeVisible({ timeout: 30_000 })
  expect((await storedSessionKeys(page))['@appkit-wallet/EMAIL']).toBe(next)
})

for (const provider of ['Google', 'GitHub'] as const) {
  test(`social login with ${provider} through the local OpenID provider`, async ({ page }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await page.getByRole('button', { name: 'Connect Wallet' }).click()
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: `Continue with ${provider}` }).click(),
    ])
    // The provider's login page, in the window (any login name works locally).
    await popup
      .getByRole('textbox', { name: 'Login' })
      .fill(`e2e-${provider.toLowerCase()}-${Date.now()}`)
    await popup.getByLabel('Password').fill('secret')
    await popup.getByRole('button', { name: 'Sign-in' }).click()
    // The provider's consent page, as real providers show it.
    await popup.getByRole('button', { name: 'Allow' }).click()
    // The callback page hands the login back to this page, which closes the window.
    // The window may close before a 'close' listener could be attached: poll its state.
    await expect.poll(() => popup.isClosed(), { timeout: 30_000 }).toBe(true)
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
      timeout: 60_000,
    })
    expect((await storedSessionKeys(page))['@appkit-wallet/EMAIL_LOGIN_USED_KEY']).toBe('true')
  })
}

test('social login by redirect when the browser blocks the login window (google)', async ({
  page,
}) => {
  test.setTimeout(120_000)
  // A popup blocker: window.open answers null, as Chromium does when it blocks a window.
  await page.addInitScript(() => {
    window.open = () => null
  })
  await page.goto('/')
  const home = page.url()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  // The page itself goes to the provider's login (any login name works locally).
  const login = page.getByRole('textbox', { name: 'Login' })
  await expect(login).toBeVisible({ timeout: 30_000 })
  expect(new URL(page.url()).origin).not.toBe(new URL(home).origin)
  await login.fill(`e2e-redirect-${Date.now()}`)
  await page.getByLabel('Password').fill('secret')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Allow' }).click()
  // The secure site's callback page sends the visitor back to the dapp origin the login started
  // from, by itself (no navigation by the test), with the callback URL in the fragment; the page
  // sends it to its frame (CONNECT_SOCIAL{uri}) and takes it out of the address bar.
  await page.waitForURL((url) => url.origin === new URL(home).origin, { timeout: 30_000 })
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
    timeout: 60_000,
  })
  const stored = await storedSessionKeys(page)
  expect(stored['@appkit-wallet/EMAIL_LOGIN_USED_KEY']).toBe('true')
  // The redirect's record is spent and the callback URL is gone from the address bar.
  expect(await page.evaluate(() => sessionStorage.getItem('@airlock/SOCIAL_REDIRECT'))).toBeNull()
  expect(new URL(page.url()).hash).toBe('')
})

test('Farcaster: the QR link, completed by a Farcaster client, logs in', async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Continue with Farcaster' }).click()
  const copy = page.getByRole('button', { name: 'Copy link' })
  await expect(copy).toBeEnabled({ timeout: 30_000 })
  await expect(page.getByRole('img', { name: 'QR code to log in with Farcaster' })).toBeVisible()
  const link = new URL((await copy.getAttribute('data-uri')) as string)
  const channelToken = link.searchParams.get('channelToken') as string
  const nonce = link.searchParams.get('nonce') as string
  // The local stand-in for the Farcaster relay (apps/secure-site README): a client signs the
  // sign-in message with its custody key and posts it.
  const custody = privateKeyToAccount(anvilKey(7) as Hex)
  const userName = `e2e-fc-${Date.now()}`
  const signature = await custody.signMessage({
    message: `Sign in to Airlock with Farcaster\nusername: ${userName}\nchannel: ${channelToken}\nnonce: ${nonce}`,
  })
  const completed = await fetch(new URL('/farcaster/complete', link), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ channelToken, userName, signature }),
  })
  expect(completed.ok).toBe(true)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(/^0x[0-9a-fA-F]{40}$/, {
    timeout: 60_000,
  })
  expect((await storedSessionKeys(page))['@appkit-wallet/SOCIAL_USERNAME']).toBe(userName)
})
