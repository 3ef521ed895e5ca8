import { createHash, createPublicKey, generateKeyPairSync, verify } from 'node:crypto'
import { injectMockSolanaWallet, type MockSolanaWalletHandle } from '@airlock/testing/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

// Issue 17: the demo's `/solana` page has the Solana adapter beside the EVM one; the visitor's
// wallet is @airlock/testing's mock Solana wallet (a Wallet Standard test double for a browser
// extension), sending through the cloud's RPC proxy to the cloud's local Solana devnet.

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
// The cloud's Solana test accounts 8 and 9 (seed = sha256 of its label, apps/cloud's README "Solana").
const SEED = createHash('sha256').update('airlock solana test account 8').digest('hex')
const SEED_2 = createHash('sha256').update('airlock solana test account 9').digest('hex')
const MESSAGE = 'Hello from the Airlock demo'

const rpcUrl = () =>
  `${process.env.E2E_CLOUD_URL}/v1/?chainId=${encodeURIComponent(DEVNET)}&projectId=${process.env.E2E_PROJECT_ID}`

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Base58 (Bitcoin alphabet) to bytes. */
function fromBase58(text: string): Buffer {
  let value = 0n
  for (const char of text) value = value * 58n + BigInt(ALPHABET.indexOf(char))
  const hex = value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const zeros = text.length - text.replace(/^1+/, '').length
  return Buffer.concat([Buffer.alloc(zeros), body])
}

/** Whether `signature` (base58) is `address`'s ed25519 signature of `message`. */
function verifySolana(message: string, signature: string, address: string): boolean {
  const key = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: fromBase58(address).toString('base64url') },
    format: 'jwk',
  })
  return verify(null, Buffer.from(message), key, fromBase58(signature))
}

async function openWithSolanaWallet(
  page: Page,
  secretKeys: string[] = [SEED, SEED_2],
): Promise<MockSolanaWalletHandle> {
  const wallet = await injectMockSolanaWallet(page, {
    secretKeys,
    chains: [{ chain: 'solana:devnet', rpcUrl: rpcUrl() }],
  })
  await page.goto('/solana')
  return wallet
}

async function connectSolana(page: Page, wallet: MockSolanaWalletHandle): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Mock Solana Wallet' }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
    wallet.addresses[0] as string,
  )
}

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`connect the mock Solana wallet, see SOL and USDC from the Blockchain API, sign, follow the wallet's account, stay connected after a reload${label}`, async ({
    page,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const wallet = await openWithSolanaWallet(page)
    await connectSolana(page, wallet)
    // The seeded 1000 SOL and 10000 USDC (an SPL token), read by core from the cloud's Blockchain
    // API, in the header and in the modal's Tokens tab with 3 decimals.
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('1,000.000 SOL')
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('tab', { name: 'Tokens' }).click()
    const list = dialog.getByRole('list', { name: 'Tokens' })
    await expect(list.getByText('1,000.000 SOL', { exact: true })).toBeVisible()
    await expect(list.getByText('10,000.000 USDC', { exact: true })).toBeVisible()
    await page.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)

    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect.poll(async () => (await wallet.records()).length).toBe(1)
    const [record] = await wallet.records()
    expect(record?.feature).toBe('solana:signMessage')
    const address = wallet.addresses[0] as string
    expect(verifySolana(MESSAGE, record?.signature as string, address)).toBe(true)
    expect(verifySolana('another message', record?.signature as string, address)).toBe(false)

    // The visitor picks the second account in the wallet: the page follows.
    await wallet.setAccount(1)
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      wallet.addresses[1] as string,
    )

    await page.reload()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(
      wallet.addresses[1] as string,
    )
  })
}

test('a refused connect leaves the visitor disconnected', async ({ page }) => {
  const wallet = await openWithSolanaWallet(page)
  await wallet.setBehavior({ approval: 'manual' })
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: 'Mock Solana Wallet' }).first().click()
  await wallet.waitForPending({ feature: 'standard:connect' })
  await wallet.rejectPending()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
})

// Issue 18 on Solana: the modal's Send form with SOL and the seeded USDC (an SPL token) from the
// Blockchain API, a Solana address as receiver, the fee from the adapter's estimate; the receiver's
// balance read on the chain through the cloud's Solana RPC proxy.

/** The cloud's seeded USDC mint on every local Solana network. */
const USDC_MINT = '83jB2A8kkDe4BoMeU6BrCfX8qsUaqW1QjZ3dYhBQyRXt'
const seedOf = (index: number) =>
  createHash('sha256').update(`airlock solana test account ${index}`).digest('hex')

/** Bytes to base58 (Bitcoin alphabet). */
function toBase58(bytes: Buffer): string {
  let value = BigInt(`0x${bytes.toString('hex') || '0'}`)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)] + text
    value /= 58n
  }
  const zeros = bytes.length - bytes.toString('hex').replace(/^(00)+/, '').length / 2
  return '1'.repeat(zeros) + text
}

/** A new Solana address nobody used: its balances start at zero. */
function freshAddress(): string {
  const { publicKey } = generateKeyPairSync('ed25519')
  const jwk = publicKey.export({ format: 'jwk' })
  return toBase58(Buffer.from(jwk.x as string, 'base64url'))
}

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl(), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: unknown }
  if (body.result === undefined) throw new Error(JSON.stringify(body.error))
  return body.result
}

/** `owner`'s lamports on the local devnet. */
const lamportsOf = async (owner: string) =>
  BigInt((await rpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)

/** `owner`'s USDC in base units on the local devnet (0 without a token account). */
async function usdcOf(owner: string): Promise<bigint> {
  const { value } = await rpc<{ value: { pubkey: string }[] }>('getTokenAccountsByOwner', [
    owner,
    { mint: USDC_MINT },
    { encoding: 'base64', commitment: 'confirmed' },
  ])
  let total = 0n
  for (const { pubkey } of value) {
    const balance = await rpc<{ value: { amount: string } }>('getTokenAccountBalance', [
      pubkey,
      { commitment: 'confirmed' },
    ])
    total += BigInt(balance.value.amount)
  }
  return total
}

/** Connects the mock Solana wallet of `seed` and opens Send from the Account view. */
async function openSolanaSend(page: Page, seed: string) {
  const wallet = await openWithSolanaWallet(page, [seed])
  await connectSolana(page, wallet)
  await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('1,000.000 SOL')
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
  return { wallet, dialog }
}

async function fillSolanaSend(
  dialog: Locator,
  { token, amount, to }: { token: string; amount: string; to: string },
) {
  const picker = dialog.getByLabel('Token', { exact: true })
  const option = picker.locator('option', { hasText: new RegExp(`^${token} `) })
  await picker.selectOption((await option.getAttribute('value')) as string)
  await dialog.getByLabel('Amount', { exact: true }).fill(amount)
  await dialog.getByLabel('To', { exact: true }).fill(to)
  await expect(dialog.getByTestId('send-receiver')).toHaveText(to)
  // 5000 lamports (the local chain's fee for one signature) at the SOL price: below a cent.
  await expect(dialog.getByText(/^Network fee: /)).toHaveText('Network fee: <$0.01')
}

for (const [index, viewport] of [
  [4, undefined],
  [5, { width: 390, height: 844 }],
] as const) {
  const label = viewport ? ' (390x844)' : ''
  test(`send SOL and USDC from the modal to a new Solana address${label}`, async ({ page }) => {
    if (viewport) await page.setViewportSize(viewport)
    const receiver = freshAddress()
    const { dialog } = await openSolanaSend(page, seedOf(index))
    const picker = dialog.getByLabel('Token', { exact: true })
    await expect(picker.locator('option')).toHaveText(['SOL (1000)', 'USDC (10000)'])

    // Names are eip155-only and a Solana receiver must be a Solana address.
    const to = dialog.getByLabel('To', { exact: true })
    for (const wrong of [
      'bob.airlock',
      '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720',
      `${receiver}0`,
    ]) {
      await to.fill(wrong)
      await expect(
        dialog.getByText('Please enter a valid amount and receiver address'),
      ).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Preview send' })).toBeDisabled()
    }

    // Max fills the whole balance; the USD value follows the amount.
    await dialog.getByRole('button', { name: 'Max' }).click()
    await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('1000')

    await fillSolanaSend(dialog, { token: 'SOL', amount: '0.25', to: receiver })
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('0.25 SOL')
    await expect(dialog.getByTestId('send-preview-receiver')).toContainText(receiver)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Transaction started')).toBeVisible()
    await expect.poll(() => lamportsOf(receiver)).toBe(250_000_000n)
    // The balances are read again: 1000 - 0.25 - the fee, cut to 3 decimals.
    await expect(page.getByRole('status', { name: 'Balance' })).toHaveText('999.749 SOL')

    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await fillSolanaSend(dialog, { token: 'USDC', amount: '1.5', to: receiver })
    await dialog.getByRole('button', { name: 'Preview send' }).click()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveText('1.5 USDC')
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Transaction started').first()).toBeVisible()
    await expect.poll(() => usdcOf(receiver)).toBe(1_500_000n)
    await dialog.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(picker.locator('option', { hasText: /^USDC / })).toHaveText('USDC (9998.5)')
  })
}

test('a send refused in the Solana wallet says `Something went wrong` and keeps the form', async ({
  page,
}) => {
  const receiver = freshAddress()
  const { wallet, dialog } = await openSolanaSend(page, seedOf(6))
  await wallet.setBehavior({ approval: 'manual' })
  await fillSolanaSend(dialog, { token: 'USDC', amount: '2', to: receiver })
  await dialog.getByRole('button', { name: 'Preview send' }).click()
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await expect.poll(async () => (await wallet.pending()).length).toBe(1)
  expect(await wallet.rejectPending()).toBe(1)
  await expect(page.getByText('Something went wrong')).toBeVisible()
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText('2 USDC')
  await expect(dialog.getByTestId('send-preview-receiver')).toContainText(receiver)
  expect(await usdcOf(receiver)).toBe(0n)
  expect(await lamportsOf(receiver)).toBe(0n)
})
