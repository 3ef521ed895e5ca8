import { readFileSync } from 'node:fs'
import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import { FRAME_USER_REJECTED } from '@airlock/wallet-frame/protocol'
import type { Page } from 'playwright-core'
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  parseEther,
  parseGwei,
  parseUnits,
  type Transaction,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVAL_MESSAGES } from '../src/frame/approval/approvalMessages'
import {
  type FrameHarness,
  framePost,
  frameReady,
  frameReply,
  received,
  startFrameHarness,
} from './frameHarness'
import { codeOf, type TestSite } from './startTestSite'

// The approval screen in real Chromium: the frame page on the secure site's origin, embedded by a
// dapp page of another origin, against anvil. The dapp page's own script stands in for a hostile
// page script: it posts RPC_REQUESTs straight to w3m-iframe. Only a click inside the frame (real
// input through the browser) approves; the screen's rows are read from the DOM and compared with
// what was signed (recovered signature, transaction as mined).

const t = APPROVAL_MESSAGES.en
const chain = foundry
let harness: FrameHarness
let site: TestSite
let anvil: Anvil
let page: Page
let address: Hex
let token: Hex
const recipient = privateKeyToAccount(anvilKey(6)).address
let client: ReturnType<typeof createPublicClient>

// The frame is where the page shows it (fixed over where a modal would be), 420 x 640.
const css = `
  body { margin: 0; background: #888; }
  #w3m-iframe { position: fixed; left: 0; top: 0; width: 420px; height: 640px; border: 0; }
  #cover { position: fixed; left: 0; top: 0; width: 420px; height: 640px; background: #fff;
    opacity: 0.5; pointer-events: none; z-index: 10; }`
// What a clickjacking page would do: cover the frame with a see-through layer that lets clicks
// through, fade it, or move it out of view and back.
const script = `
  window.cover = () => { const c = document.createElement('div'); c.id = 'cover'; document.body.appendChild(c) }
  window.uncover = () => document.getElementById('cover')?.remove()
  window.fade = (opacity) => { frame.style.opacity = String(opacity) }
  window.turn = (transform) => { frame.style.transform = transform }
  window.place = (left) => { frame.style.left = left + 'px' }`

/** Posts an app event to the frame from the dapp page's script; resolves its id. */
const post = (type: string, payload?: unknown) => framePost(page, type, payload)
const reply = (id: string) => frameReply(page, id, 60_000)
const replied = async (id: string) => (await received(page)).some((m) => m.id === id)
const request = async (type: string, payload?: unknown) => reply(await post(type, payload))

const frame = () => page.frameLocator('#w3m-iframe')
/** The screen's rows of one section, read from the DOM: row id -> the text the visitor reads. */
const rows = (section: string) =>
  frame()
    .locator(`[data-section="${section}"] [data-row]`)
    .evaluateAll((lines) =>
      Object.fromEntries(
        lines.map((line) => [
          line.getAttribute('data-row') ?? '',
          line.querySelector('dd')?.textContent ?? '',
        ]),
      ),
    ) as Promise<Record<string, string>>
const shownRequestId = () =>
  frame()
    .locator('#approval')
    .evaluate((element) => (element as HTMLElement).dataset.requestId ?? null)
const status = () => frame().getByRole('status').textContent()
/** Waits for the screen of `id`, lets it be visible for more than 500 ms. */
async function screenOf(id: string): Promise<void> {
  await expect.poll(shownRequestId, { timeout: 30_000 }).toBe(id)
  await page.waitForTimeout(700)
}
/** A real click (browser input at the button's place on the page), as the visitor makes it. */
async function click(name: string): Promise<void> {
  const box = await frame().getByRole('button', { name }).boundingBox()
  if (!box) throw new Error(`no ${name} button`)
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Parses what the screen shows back into numbers: "1.5 ETH", "2 gwei", "21000". */
const ether = (text: string | undefined) => parseEther((text ?? '').replace(/ ETH$/, ''))
const gwei = (text: string | undefined) => parseGwei((text ?? '').replace(/ gwei$/, ''))
const gasOf = (text: string | undefined) => BigInt(/^\d+/.exec(text ?? '')?.[0] ?? 'none')
/** Which fee fields a transaction has: EIP-1559's two, or a legacy gas price. */
type Fees = 'eip1559' | 'legacy'
/** A transaction's rows as the screen shows them, parsed back, to compare with {@link asMined}. */
const asShown = (shown: Record<string, string>, fees: Fees = 'eip1559') => ({
  to: shown.to?.toLowerCase(),
  value: ether(shown.value),
  data: shown.data === t['row.noData'] ? '0x' : shown.data,
  gas: gasOf(shown.gas),
  ...(fees === 'legacy'
    ? { gasPrice: gwei(shown.gasPrice) }
    : {
        maxFeePerGas: gwei(shown.maxFeePerGas),
        maxPriorityFeePerGas: gwei(shown.maxPriorityFeePerGas),
      }),
  nonce: Number(shown.nonce),
})
const asMined = (mined: Transaction, fees: Fees = 'eip1559') => ({
  to: mined.to,
  value: mined.value,
  data: mined.input,
  gas: mined.gas,
  ...(fees === 'legacy'
    ? { gasPrice: mined.gasPrice }
    : { maxFeePerGas: mined.maxFeePerGas, maxPriorityFeePerGas: mined.maxPriorityFeePerGas }),
  nonce: mined.nonce,
})
/** The visitor approves the transaction request `id`; resolves the transaction once mined. */
async function approveAndMine(id: string): Promise<Transaction> {
  await click(t.approve)
  const hash = (await reply(id)).payload as Hex
  await client.waitForTransactionReceipt({ hash })
  return client.getTransaction({ hash })
}
const tokenBalance = (owner: Hex) =>
  client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

beforeAll(async () => {
  anvil = await startAnvil(31337)
  harness = await startFrameHarness({
    projects: ['approval-test'],
    chainId: 'eip155:31337',
    rpcUrls: { 31337: anvil.rpcUrl },
    css,
    script,
  })
  site = harness.site
  page = await harness.browser.newPage({ viewport: { width: 1000, height: 800 } })
  await page.goto(harness.dappUrl())
  await frameReady(page, site.url)
  // Sign in through the frame, as the eoa (so the transactions are the key's own, with gas).
  const email = 'approval@example.com'
  await request('CONNECT_EMAIL', { email })
  expect((await request('CONNECT_OTP', { otp: codeOf(await site.latestMail(email)) })).type).toBe(
    '@w3m-frame/CONNECT_OTP_SUCCESS',
  )
  const user = await request('GET_USER', {
    chainId: 'eip155:31337',
    preferredAccountType: 'eoa',
  })
  address = (user.payload as { address: Hex }).address
  client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const funder = createWalletClient({
    chain,
    account: privateKeyToAccount(anvilKey(0)),
    transport: http(anvil.rpcUrl),
  })
  await client.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther('10') }),
  })
  // A token the screen decodes (its symbol and decimals read from the chain by the site).
  const artifact = JSON.parse(
    readFileSync(
      new URL('../../cloud/contracts/artifacts/AirlockERC20.json', import.meta.url),
      'utf8',
    ),
  ) as { abi: unknown[]; bytecode: Hex }
  const deployed = await client.waitForTransactionReceipt({
    hash: await funder.deployContract({
      abi: artifact.abi,
      bytecode: artifact.bytecode,
      args: ['Test Token', 'TKN', 18, [address], parseUnits('100', 18)],
    }),
  })
  token = deployed.contractAddress as Hex
})
afterAll(async () => {
  await harness?.close()
  await anvil?.stop()
})

describe('a script on the dapp page posts unsafe requests to the frame', () => {
  it('signs nothing until the visitor clicks Approve inside the frame (eth_sendTransaction, then personal_sign)', async () => {
    const nonce = await client.getTransactionCount({ address })
    const send = await post('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: '0x1' }],
    })
    const sign = await post('RPC_REQUEST', {
      method: 'personal_sign',
      params: ['0x6869', address],
    })
    await screenOf(send)
    await page.waitForTimeout(1000)
    expect(await replied(send)).toBe(false)
    expect(await replied(sign)).toBe(false)
    expect(await client.getTransactionCount({ address })).toBe(nonce)
    await click(t.approve)
    const sent = await reply(send)
    expect(sent.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect((await client.waitForTransactionReceipt({ hash: sent.payload as Hex })).status).toBe(
      'success',
    )
    // The second request waited its turn; it too is signed only after its own click.
    await screenOf(sign)
    expect(await replied(sign)).toBe(false)
    const message = (await rows('request')).message
    expect(message).toBe('hi')
    await click(t.approve)
    const signed = await reply(sign)
    expect(
      await verifyMessage({ address, message: message ?? '', signature: signed.payload as Hex }),
    ).toBe(true)
  })

  it('answers Reject and CANCEL_REQUEST with 4001 and signs nothing', async () => {
    const nonce = await client.getTransactionCount({ address })
    const rejected = await post('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0x2' }],
    })
    await screenOf(rejected)
    await click(t.reject)
    expect(await reply(rejected)).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: rejected,
      payload: FRAME_USER_REJECTED,
    })
    expect(await status()).toBe(t['status.rejected'])
    const cancelled = await post('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ to: recipient, value: '0x3' }],
    })
    await screenOf(cancelled)
    expect((await request('CANCEL_REQUEST', { requestId: cancelled })).type).toBe(
      '@w3m-frame/CANCEL_REQUEST_SUCCESS',
    )
    expect(await reply(cancelled)).toEqual({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      id: cancelled,
      payload: FRAME_USER_REJECTED,
    })
    expect(await shownRequestId()).toBe(null)
    expect(await client.getTransactionCount({ address })).toBe(nonce)
  })
})

describe('clickjacking: clicks count only on a screen that is seen (IntersectionObserver v2)', () => {
  it('ignores clicks through a see-through cover, on a faded frame and on a transformed one; counts them once it is clear for 500 ms', async () => {
    const id = await post('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] })
    await screenOf(id)
    await page.evaluate(() => (window as unknown as { cover(): void }).cover())
    await page.waitForTimeout(700)
    await click(t.approve)
    expect(await status()).toBe(t['status.notVisible'])
    await page.evaluate(() => (window as unknown as { uncover(): void }).uncover())
    await page.evaluate(() => (window as unknown as { fade(o: number): void }).fade(0.9))
    await page.waitForTimeout(700)
    await click(t.approve)
    expect(await status()).toBe(t['status.notVisible'])
    await page.waitForTimeout(500)
    expect(await replied(id)).toBe(false)
    await page.evaluate(() => (window as unknown as { fade(o: number): void }).fade(1))
    await page.evaluate(() => (window as unknown as { turn(t: string): void }).turn('rotate(2deg)'))
    await page.waitForTimeout(700)
    await click(t.approve)
    expect(await status()).toBe(t['status.notVisible'])
    expect(await replied(id)).toBe(false)
    await page.evaluate(() => (window as unknown as { turn(t: string): void }).turn('none'))
    await page.waitForTimeout(700)
    await click(t.approve)
    expect((await reply(id)).type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
  })

  it('ignores a click on a frame shown for less than 500 ms', async () => {
    const id = await post('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] })
    await screenOf(id)
    const box = await frame().getByRole('button', { name: t.approve }).boundingBox()
    if (!box) throw new Error('no Approve button')
    // Out of view, then back and clicked at once (the page flashes the frame under a click).
    await page.evaluate(() => (window as unknown as { place(x: number): void }).place(-2000))
    await page.waitForTimeout(400)
    await page.evaluate(() => (window as unknown as { place(x: number): void }).place(0))
    await page.waitForTimeout(150)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    // Ignored by the frame's guard, or already dropped by Chromium itself (it discards input to a
    // cross-origin frame that moved in the last 500 ms): either way nothing is approved.
    expect([t['status.tooSoon'], t['status.notVisible'], '']).toContain(await status())
    await page.waitForTimeout(500)
    expect(await replied(id)).toBe(false)
    await page.waitForTimeout(300)
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    expect((await reply(id)).type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
  })
})

describe('what the screen shows is what is signed', () => {
  it('`input` calldata: an ERC-20 transfer, decoded with the token symbol; the rows equal the mined transaction', async () => {
    const input = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, parseUnits('1.5', 18)],
    })
    const id = await post('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: token, input }],
    })
    await screenOf(id)
    const shown = await rows('transaction')
    expect(shown.decoded).toBe(`Transfer 1.5 TKN to ${recipient}`)
    expect(asShown(shown)).toEqual(asMined(await approveAndMine(id)))
    expect(await tokenBalance(recipient)).toBe(parseUnits('1.5', 18))
  })

  it('explicit gas fields: shown as the dapp gave them and mined as shown', async () => {
    const id = await post('RPC_REQUEST', {
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to: recipient,
          value: '0x2386f26fc10000',
          gas: '0x7530',
          maxFeePerGas: '0x77359400',
          maxPriorityFeePerGas: '0x3b9aca00',
        },
      ],
    })
    await screenOf(id)
    const shown = await rows('transaction')
    expect(shown).toMatchObject({
      value: '0.01 ETH',
      gas: '30000',
      maxFeePerGas: '2 gwei',
      maxPriorityFeePerGas: '1 gwei',
      maxNetworkFee: '0.00006 ETH',
      data: t['row.noData'],
    })
    expect(asShown(shown)).toEqual(asMined(await approveAndMine(id)))
  })

  it('a wallet_sendCalls batch: each call shown is the transaction mined for it (the last one needs the one before)', async () => {
    const id = await post('RPC_REQUEST', {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: address,
          atomicRequired: false,
          calls: [
            { to: recipient, value: '0x5af3107a4000' },
            {
              to: token,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'approve',
                args: [address, parseUnits('2', 18)],
              }),
            },
            // Runs only after the approval above: it cannot be estimated before.
            {
              to: token,
              data: encodeFunctionData({
                abi: erc20Abi,
                functionName: 'transferFrom',
                args: [address, recipient, parseUnits('2', 18)],
              }),
            },
          ],
        },
      ],
    })
    await screenOf(id)
    expect(await frame().getByRole('heading', { level: 1 }).textContent()).toBe('Send 3 calls')
    const shown = [await rows('call-1'), await rows('call-2'), await rows('call-3')]
    expect(shown[1]?.decoded).toBe(`Allow ${address} to spend 2 TKN`)
    expect(shown[2]?.decoded).toBe(`Move 2 TKN from ${address} to ${recipient}`)
    expect(shown[2]?.gas).toBe('1000000 (not estimated: this call needs the calls before it)')
    await click(t.approve)
    const { id: batch } = (await reply(id)).payload as { id: string }
    const status = (await request('RPC_REQUEST', {
      method: 'wallet_getCallsStatus',
      params: [batch],
    })) as { payload: { status: number; receipts: { transactionHash: Hex }[] } }
    expect(status.payload.status).toBe(200)
    const mined = await Promise.all(
      status.payload.receipts.map((r) => client.getTransaction({ hash: r.transactionHash })),
    )
    expect(shown.map((call) => asShown(call, 'legacy'))).toEqual(
      mined.map((tx) => asMined(tx, 'legacy')),
    )
    expect(await tokenBalance(recipient)).toBe(parseUnits('3.5', 18))
  })

  it('typed data given as an object: the domain and message shown are what the signature covers', async () => {
    const types = {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'to', type: 'Person' },
        { name: 'contents', type: 'string' },
        { name: 'amount', type: 'uint256' },
      ],
    } as const
    const typed = {
      domain: { name: 'Ether Mail', version: '1', chainId: 31337, verifyingContract: token },
      types,
      primaryType: 'Mail',
      message: {
        from: { name: 'Cow', wallet: address },
        to: { name: 'Bob', wallet: recipient },
        contents: 'Hello, Bob!',
        amount: '12345678901234567890',
      },
    }
    const id = await post('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, typed],
    })
    await screenOf(id)
    const domain = await rows('domain')
    const message = await rows('message')
    expect(Object.keys(message)).toEqual([
      'message.from.name',
      'message.from.wallet',
      'message.to.name',
      'message.to.wallet',
      'message.contents',
      'message.amount',
    ])
    await click(t.approve)
    const signature = (await reply(id)).payload as Hex
    // Rebuilt only from what the screen showed: it verifies, so the screen showed what was signed.
    const valid = await verifyTypedData({
      address,
      types,
      primaryType: 'Mail',
      domain: {
        name: domain['domain.name'] ?? '',
        version: domain['domain.version'] ?? '',
        chainId: Number(domain['domain.chainId']),
        verifyingContract: domain['domain.verifyingContract'] as Hex,
      },
      message: {
        from: {
          name: message['message.from.name'] ?? '',
          wallet: message['message.from.wallet'] as Hex,
        },
        to: { name: message['message.to.name'] ?? '', wallet: message['message.to.wallet'] as Hex },
        contents: message['message.contents'] ?? '',
        amount: BigInt(message['message.amount'] ?? ''),
      },
      signature,
    })
    expect(valid).toBe(true)
  })

  it('refuses a request it cannot show, with a clear error, and signs nothing', async () => {
    const refused = await request('RPC_REQUEST', {
      method: 'eth_signTypedData_v4',
      params: [address, { types: { Mail: [{ name: 'x', type: 'Nope' }] }, primaryType: 'Mail' }],
    })
    expect(refused).toMatchObject({
      type: '@w3m-frame/RPC_REQUEST_ERROR',
      payload: { message: 'eth_signTypedData_v4 needs typed data' },
    })
    expect(await shownRequestId()).toBe(null)
  })
})

describe('keyboard, screen reader, theme and locale', () => {
  it('focuses the heading, reaches Reject and Approve by Tab, approves with Enter, follows the dapp theme', async () => {
    await request('SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { '--w3m-accent': '#ff0000' },
    })
    await request('SYNC_DAPP_DATA', {
      sdkVersion: 'test',
      sdkType: 'airlock',
      projectId: 'approval-test',
      locale: 'fr-FR',
    })
    const id = await post('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', address] })
    await screenOf(id)
    // The page moves focus into the frame (as the modal does when it shows it).
    await page.evaluate(() => document.getElementById('w3m-iframe')?.focus())
    const focused = () =>
      frame()
        .locator(':root')
        .evaluate(() => {
          const active = document.activeElement as HTMLElement | null
          return active?.id || active?.dataset.action || active?.className || ''
        })
    expect(await focused()).toBe('approval-title')
    expect(await frame().getByRole('heading', { level: 1 }).textContent()).toBe(t['title.message'])
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('details')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('reject')
    await page.keyboard.press('Tab')
    expect(await focused()).toBe('approve')
    const look = await frame()
      .getByRole('button', { name: t.approve })
      .evaluate((button) => ({
        background: getComputedStyle(button).backgroundColor,
        theme: document.documentElement.dataset.theme,
        lang: document.documentElement.lang,
      }))
    // Only English exists yet: a French page gets the English catalogue, marked as English.
    expect(look).toEqual({ background: 'rgb(255, 0, 0)', theme: 'dark', lang: 'en' })
    await page.keyboard.press('Enter')
    expect((await reply(id)).type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS')
    expect(await status()).toBe(t['status.approved'])
  })
})
