import { anvilKey } from '@airlock/testing/anvil'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  isErc6492Signature,
  parseErc6492Signature,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { base, mainnet } from 'viem/chains'
import { approveInFrame, emailLogin, env, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'
import {
  askServer,
  connectForSignIn,
  expectSignView,
  serverSession,
  storedSignatures,
  storedTokens,
} from './siwx'

// Sign-in with the wallet (SPEC.md §4 Sign-in-with-wallet, §8, SPEC-READINGS "close disabled +
// shake"): the demo's /siwx page requires it, sessions live in the real local cloud, and the demo's
// own server route checks them with @airlock/siwx/server.

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: '390x844', size: { width: 390, height: 844 } },
]) {
  test.describe(viewport.name, () => {
    test.use({ viewport: viewport.size })

    test('required sign-in: connect, sign, reload without a prompt, the server accepts', async ({
      page,
      wallet,
    }) => {
      const address = wallet.addresses[0] as string
      await page.goto('/siwx')
      await expect(serverSession(page)).toHaveText('Not connected')
      await connectForSignIn(page)
      const dialog = page.getByRole('dialog')
      // Close is locked until signed in: disabled, and a close attempt shakes the modal.
      const close = dialog.getByRole('button', { name: 'Close' })
      await expect(close).toHaveAttribute('aria-disabled', 'true')
      await close.click({ force: true })
      await page.keyboard.press('Escape')
      await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()

      await dialog.getByRole('button', { name: 'Sign' }).click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)

      await page.reload()
      await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)
      await expect(page.getByRole('dialog')).toHaveCount(0)

      // The route as a dapp's client calls it: the token works, nothing else does.
      const [token] = await storedTokens(page)
      expect((await askServer(page, token)).body).toEqual({ address, chainId: 'eip155:1' })
      expect((await askServer(page, undefined)).status).toBe(401)
      expect((await askServer(page, 'not-a-session')).status).toBe(401)
      expect((await askServer(page, 'x'.repeat(300))).status).toBe(400)
      const post = await page.request.post('/api/siwx/me', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(post.status()).toBe(405)
    })
  })
}

test('a declined signature shows Signature declined; Sign again signs in', async ({
  page,
  wallet,
}) => {
  await page.goto('/siwx')
  await wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  await connectForSignIn(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Signature declined')
  await expect(dialog.getByRole('heading', { name: 'Sign In' })).toBeVisible()
  await expect(serverSession(page)).toHaveText('Not signed in')

  await wallet.setBehavior({ rejectRequests: [] })
  await dialog.getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(serverSession(page)).toHaveText(/^Signed in as 0x/)
})

test('cancel with required sign-in disconnects', async ({ page, wallet }) => {
  await page.goto('/siwx')
  await connectForSignIn(page)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(serverSession(page)).toHaveText('Not connected')
})

test('cancel with optional sign-in only closes: connected, not signed in', async ({
  page,
  wallet,
}) => {
  await page.goto('/siwx?optional')
  await connectForSignIn(page)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('button', { name: 'Close' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await expect(serverSession(page)).toHaveText('Not signed in')
})

test('sign-out revokes the session in the cloud: the server route then refuses it', async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  await page.goto('/siwx')
  await connectForSignIn(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await expect(serverSession(page)).toHaveText(`Signed in as ${address} on eip155:1`)
  const [token] = await storedTokens(page)
  expect((await askServer(page, token)).status).toBe(200)

  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
  await expect(serverSession(page)).toHaveText('Not connected')
  await expect.poll(async () => (await askServer(page, token)).status).toBe(401)
  expect(await storedTokens(page)).toEqual([])

  // Connecting again asks again.
  await connectForSignIn(page)
})

test("the embedded wallet's smart account signs in before it is deployed (ERC-6492)", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto('/siwx')
  const account = (await emailLogin(page, uniqueEmail('siwx'))) as Hex
  await expectSignView(page)
  const chain = createPublicClient({ chain: mainnet, transport: http(env('E2E_RPC_1')) })
  // A smart account no transaction has deployed yet: its signature is ERC-6492-wrapped.
  expect(await chain.getCode({ address: account })).toBeUndefined()
  expect(account).not.toBe(privateKeyToAccount(anvilKey(0) as Hex).address)

  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await approveInFrame(page, 'Sign message')
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 30_000 })
  await expect(serverSession(page)).toHaveText(`Signed in as ${account} on eip155:1`)
  const [token] = await storedTokens(page)
  expect((await askServer(page, token)).body).toEqual({ address: account, chainId: 'eip155:1' })
})

test('the embedded smart account, deployed on Base, signs in there by ERC-1271', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto('/siwx')
  const account = (await emailLogin(page, uniqueEmail('siwx-1271'))) as Hex
  await expectSignView(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await approveInFrame(page, 'Sign message')
  await expect(serverSession(page)).toHaveText(`Signed in as ${account} on eip155:1`)
  const [wrapped] = await storedSignatures(page)
  expect(isErc6492Signature(wrapped as Hex)).toBe(true)

  // Deploy the account on Base with the factory call its ERC-6492 signature carries (anyone may
  // send it); on Ethereum it stays undeployed.
  const rpc = env('E2E_RPC_8453')
  const baseChain = createPublicClient({ chain: base, transport: http(rpc) })
  const { address: factory, data } = parseErc6492Signature(wrapped as Hex)
  const deployer = createWalletClient({
    account: privateKeyToAccount(anvilKey(2) as Hex),
    chain: base,
    transport: http(rpc),
  })
  const hash = await deployer.sendTransaction({ to: factory as Hex, data: data as Hex })
  await baseChain.waitForTransactionReceipt({ hash })
  expect(await baseChain.getCode({ address: account })).toMatch(/^0x[0-9a-f]{2,}$/)

  // Another network is another sign-in: on Base the deployed account signs by ERC-1271.
  await page.getByRole('button', { name: 'Ethereum' }).click()
  await page.getByRole('dialog').getByRole('button', { name: /Base/ }).click()
  await expectSignView(page)
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await approveInFrame(page, 'Sign message')
  await expect(serverSession(page)).toHaveText(`Signed in as ${account} on eip155:8453`)
  const signatures = await storedSignatures(page)
  expect(signatures).toHaveLength(2)
  expect(isErc6492Signature(signatures[1] as Hex)).toBe(false)
  const tokens = await storedTokens(page)
  expect((await askServer(page, tokens[1])).body).toEqual({
    address: account,
    chainId: 'eip155:8453',
  })
})

test("a session signed for another domain is refused by the server route (the dapp's own host only)", async ({
  page,
  wallet,
}) => {
  // The same build reached as `localhost`: the wallet signs a message for `localhost:<port>`; the
  // route, bound to 127.0.0.1, checks sessions against its own host.
  await page.goto(`${process.env.E2E_DEMO_CROSS_SITE_URL}/siwx`)
  await connectForSignIn(page)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
  await page.getByRole('dialog').getByRole('button', { name: 'Sign' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(serverSession(page)).toHaveText('The server refused the session')
  const [token] = await storedTokens(page)
  const refused = await askServer(page, token)
  expect(refused).toEqual({ status: 401, body: { error: 'not signed in', reason: 'wrong-domain' } })
})
