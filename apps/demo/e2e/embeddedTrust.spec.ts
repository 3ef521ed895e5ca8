import { anvilKey } from '@airlock/testing/anvil'
import type { Frame, FrameLocator, Page } from '@playwright/test'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  stringToHex,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { emailLogin, env, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'
import { launchPartitionedChromium } from './partitionedChromium'

// Issue 15, "Done when": the embedded wallet holds against a script on the dapp page and against
// another browser, in Chromium across two origins (and once across two sites, storage partitioned
// as in production). The attacker's tools are what a page script has: postMessage to the frame,
// the page's storage, and every message the page receives.

const ATTACKER = '0x000000000000000000000000000000000000dEaD' as const
const ATTACK_TEXT = 'attacker wants this signed'

type Seen = { id?: string; type?: string; payload?: { code?: number; token?: string } }

declare global {
  interface Window {
    /** Every message the page received from the secure site's origin (what a page script sees). */
    __seen: Seen[]
    /** Posts an RPC_REQUEST straight to the frame, as a hostile script on the page can. */
    __attack(method: string, params: unknown): string
  }
}

/** Installs the hostile page script before the dapp's own code runs. */
async function installPageScript(page: Page): Promise<void> {
  await page.addInitScript(
    (secureOrigin: string) => {
      window.__seen = []
      window.addEventListener('message', (event) => {
        if (event.origin === secureOrigin) window.__seen.push(event.data as Seen)
      })
      window.__attack = (method, params) => {
        const id = crypto.randomUUID()
        const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement | null
        frame?.contentWindow?.postMessage(
          { type: '@w3m-app/RPC_REQUEST', id, payload: { method, params } },
          secureOrigin,
        )
        return id
      }
    },
    new URL(env('E2E_SECURE_SITE_URL')).origin,
  )
}

/** Logs in by email and closes the modal (it stays on Account after a login). */
async function loginAndClose(page: Page, label: string): Promise<Hex> {
  const account = (await emailLogin(page, uniqueEmail(label))) as Hex
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return account
}

function chainClients() {
  const rpc = env('E2E_RPC_1')
  return {
    chain: createPublicClient({ chain: mainnet, transport: http(rpc) }),
    funder: createWalletClient({
      account: privateKeyToAccount(anvilKey(1) as Hex),
      chain: mainnet,
      transport: http(rpc),
    }),
  }
}

async function fund(account: Hex, ether: string): Promise<void> {
  const { chain, funder } = chainClients()
  const hash = await funder.sendTransaction({ to: account, value: parseEther(ether) })
  await chain.waitForTransactionReceipt({ hash })
}

function secureFrame(page: Page): FrameLocator {
  return page.frameLocator('#w3m-iframe')
}

function secureFrameOf(page: Page): Frame {
  const origin = new URL(env('E2E_SECURE_SITE_URL')).origin
  const frame = page.frames().find((candidate) => candidate.url().startsWith(origin))
  if (!frame) throw new TypeError('the secure frame is not in the page')
  return frame
}

/**
 * Answers the approval screens the frame shows, one at a time, until the dapp's own request is
 * approved: a screen that shows the attacker's request is rejected, the dapp's is approved. The
 * approval screen ignores clicks in its first 500 ms on show, so each decision waits a little.
 */
async function decideInFrame(page: Page, isAttack: (text: string) => boolean): Promise<number> {
  const frame = secureFrame(page)
  let rejected = 0
  for (let round = 0; round < 5; round++) {
    const approve = frame.getByRole('button', { name: 'Approve' })
    await expect(approve).toBeVisible({ timeout: 30_000 })
    await page.waitForTimeout(800)
    const text = ((await frame.locator('body').textContent()) ?? '').toLowerCase()
    if (!isAttack(text)) {
      await approve.click()
      return rejected
    }
    await frame.getByRole('button', { name: 'Reject' }).click()
    rejected++
    await expect(frame.locator('body')).not.toHaveText(text, { timeout: 15_000 })
  }
  throw new TypeError('the dapp request never came up in the frame')
}

test('a script on the dapp page cannot sign or send: only the visitor, inside the frame, approves', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await installPageScript(page)
  await page.goto('/')
  const account = await loginAndClose(page, 'trust')
  await fund(account, '1')
  const { chain } = chainClients()
  const attackerBefore = await chain.getBalance({ address: ATTACKER })

  // The script posts straight to w3m-iframe, with no ApproveTransaction in the page at all.
  const ids = await page.evaluate(
    ({ account, attacker, text }) => [
      window.__attack('personal_sign', [
        `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`,
        account,
      ]),
      window.__attack('eth_sendTransaction', [
        { from: account, to: attacker, value: '0x6f05b59d3b20000' },
      ]),
    ],
    { account, attacker: ATTACKER, text: ATTACK_TEXT },
  )
  // Nothing answers with a signature or a hash while nobody clicks in the frame.
  await page.waitForTimeout(8_000)
  const early = await page.evaluate(() => window.__seen)
  expect(early.filter((m) => ids.includes(m.id ?? '') && /_SUCCESS$/.test(m.type ?? ''))).toEqual(
    [],
  )
  expect(await chain.getBalance({ address: account })).toBe(parseEther('1'))
  expect(await chain.getBalance({ address: ATTACKER })).toBe(attackerBefore)

  // The visitor signs the dapp's own message; the frame shows what each queued request would
  // sign, so the visitor rejects the attacker's two and approves the dapp's.
  await page.getByRole('button', { name: 'Sign message' }).click()
  const rejected = await decideInFrame(
    page,
    (text) => text.includes(ATTACK_TEXT) || text.includes(ATTACKER.toLowerCase()),
  )
  expect(rejected).toBe(2)
  const signature = page.getByRole('status', { name: 'Signature result' })
  await expect(signature).toContainText('Valid', { timeout: 30_000 })

  // The attacker's requests were answered 4001 (rejected), never with a result.
  const seen = await page.evaluate(() => window.__seen)
  const answers = seen.filter((m) => ids.includes(m.id ?? ''))
  expect(answers.map((m) => m.type)).toEqual([
    '@w3m-frame/RPC_REQUEST_ERROR',
    '@w3m-frame/RPC_REQUEST_ERROR',
  ])
  for (const answer of answers) expect(answer.payload?.code).toBe(4001)
  expect(await chain.getBalance({ address: ATTACKER })).toBe(attackerBefore)
})

test('what a page script can copy (storage, every message) replayed from Node signs nothing', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await installPageScript(page)
  await page.goto('/')
  const account = (await emailLogin(page, uniqueEmail('replay'))) as Hex
  await fund(account, '1')
  const { chain } = chainClients()
  const attackerBefore = await chain.getBalance({ address: ATTACKER })

  // Everything the page holds: its storage and every message from the frame.
  const loot = await page.evaluate(() => ({
    storage: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
    messages: window.__seen,
  }))
  const strings = new Set<string>()
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      strings.add(value)
      try {
        walk(JSON.parse(value))
      } catch {
        // not JSON
      }
    } else if (value && typeof value === 'object') for (const v of Object.values(value)) walk(v)
  }
  walk(loot)
  const tokens = [...strings].filter((s) => /^[\w.~+/=-]{20,}$/.test(s))
  expect(tokens.length).toBeGreaterThan(0)

  // Replayed as a server would (any Origin header it likes), against every step that signs or
  // reads the wallet, with and without the approval flag the frame sets.
  const site = env('E2E_SECURE_SITE_URL')
  const origin = new URL(site).origin
  const message = stringToHex(ATTACK_TEXT)
  const bodies = [
    { method: 'personal_sign', params: [message, account] },
    { method: 'personal_sign', params: [message, account], confirmed: true },
    {
      method: 'eth_sendTransaction',
      params: [{ from: account, to: ATTACKER, value: '0x6f05b59d3b20000' }],
      confirmed: true,
    },
    ...loot.messages.map((m) => m.payload ?? {}),
  ]
  const paths = ['rpc', 'user', 'smart-account/init', 'email/update']
  const answers: string[] = []
  for (const token of tokens)
    for (const path of paths)
      for (const body of bodies) {
        const response = await fetch(`${site}/api/${path}`, {
          method: 'POST',
          headers: {
            origin,
            'content-type': 'application/json',
            authorization: `Bearer ${token}`,
          },
          body: JSON.stringify(body),
        })
        const text = await response.text()
        answers.push(text)
        expect(response.ok, `${path} with a copied token answered ${response.status}`).toBe(false)
      }
  // No signature anywhere, and no value moved.
  for (const text of answers) expect(text).not.toMatch(/0x[0-9a-f]{130}/i)
  for (const text of answers) {
    const signature = text.match(/0x[0-9a-f]{130,}/i)?.[0]
    if (signature)
      expect(
        await verifyMessage({
          address: account,
          message: ATTACK_TEXT,
          signature: signature as Hex,
        }),
      ).toBe(false)
  }
  expect(await chain.getBalance({ address: ATTACKER })).toBe(attackerBefore)
  expect(await chain.getBalance({ address: account })).toBe(parseEther('1'))
})

test('a social login started in another browser and finished by the victim gives the starter nothing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  // The attacker starts a Google login in a browser of their own and keeps the provider link.
  const attackerContext = await browser.newContext({ baseURL: env('E2E_DEMO_URL') })
  const attacker = await attackerContext.newPage()
  await attacker.goto('/')
  await attacker.getByRole('button', { name: 'Connect Wallet' }).click()
  // The provider's authorization request (state and PKCE challenge made in the attacker's frame).
  const oidc = new URL(env('E2E_OIDC_URL')).origin
  const [authorization] = await Promise.all([
    attackerContext.waitForEvent(
      'request',
      (request) =>
        request.url().startsWith(oidc) && new URL(request.url()).searchParams.has('code_challenge'),
    ),
    attacker.getByRole('button', { name: 'Continue with Google' }).click(),
  ])
  const link = authorization.url()
  for (const window of attackerContext.pages()) if (window !== attacker) await window.close()

  // The victim opens the link (a phishing message) and signs in at the provider.
  await page.goto(link)
  await page
    .getByRole('textbox', { name: 'Login' })
    .fill(`victim-${Date.now()}`, { timeout: 30_000 })
  await page.getByLabel('Password').fill('secret')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  const consent = page.getByRole('button', { name: /^(Allow|Continue|Authorize)$/ })
  if (await consent.isVisible({ timeout: 5_000 }).catch(() => false)) await consent.click()
  await page.waitForLoadState()

  // The starter's page never gets a session, and nor does a later ask with the link it kept.
  await attacker.waitForTimeout(10_000)
  await expect(attacker.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  const secure = secureFrameOf(attacker)
  const asked = await attacker.evaluate(
    ({ link, origin }) =>
      new Promise<Seen>((resolve) => {
        const id = crypto.randomUUID()
        window.addEventListener('message', (event) => {
          if (event.origin === origin && (event.data as Seen).id === id) resolve(event.data as Seen)
        })
        const frame = document.getElementById('w3m-iframe') as HTMLIFrameElement
        frame.contentWindow?.postMessage(
          { type: '@w3m-app/CONNECT_SOCIAL', id, payload: { uri: link } },
          origin,
        )
      }),
    { link, origin: new URL(secure.url()).origin },
  )
  expect(asked.type).toBe('@w3m-frame/CONNECT_SOCIAL_ERROR')
  await attackerContext.close()
})

test('cross-site with storage partitioned: the device key lives in the frame partition, and signing still needs the frame', async () => {
  test.setTimeout(240_000)
  const browser = await launchPartitionedChromium()
  try {
    const context = await browser.newContext()
    const page = await context.newPage()
    const demo = env('E2E_DEMO_CROSS_SITE_URL')
    const site = env('E2E_SECURE_SITE_URL')
    // The dapp (localhost) and the secure site (127.0.0.1) are two sites here.
    expect(new URL(demo).hostname).not.toBe(new URL(site).hostname)

    // A value the secure site keeps as a top-level page is not visible to its frame under the
    // dapp: storage is partitioned, as in the browsers visitors use.
    const top = await context.newPage()
    await top.goto(`${site}/health`)
    await top.evaluate(() => localStorage.setItem('airlock-partition-probe', 'top-level'))

    await page.goto(demo)
    const account = await loginAndClose(page, 'xsite')
    const frame = secureFrameOf(page)
    expect(await frame.evaluate(() => localStorage.getItem('airlock-partition-probe'))).toBeNull()

    // The frame's device key is in its own partition, not the secure site's top-level storage.
    const frameDatabases = await frame.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name),
    )
    expect(frameDatabases.length).toBeGreaterThan(0)
    const topDatabases = await top.evaluate(async () =>
      (await indexedDB.databases()).map((db) => db.name),
    )
    for (const name of frameDatabases) expect(topDatabases).not.toContain(name)

    // Sign after approval in the frame, then reload: still connected, without a new login.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await decideInFrame(page, () => false)
    const signature = page.getByRole('status', { name: 'Signature result' })
    await expect(signature).toContainText('Valid', { timeout: 30_000 })
    await page.reload()
    await expect(page.getByRole('status', { name: 'Address' })).toHaveText(account, {
      timeout: 30_000,
    })
  } finally {
    await browser.close()
  }
})

test('on a phone-sized screen the frame shows the whole approval over the modal, and approves', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/')
  await loginAndClose(page, 'phone')
  await page.getByRole('button', { name: 'Sign message' }).click()
  // The frame's screen fits the viewport: Approve and Reject are inside it, not below the fold.
  const frame = page.locator('#w3m-iframe')
  await expect(secureFrame(page).getByRole('button', { name: 'Approve' })).toBeVisible({
    timeout: 30_000,
  })
  const box = await frame.boundingBox()
  expect(box).not.toBeNull()
  expect((box?.x ?? -1) >= 0 && (box?.y ?? -1) >= 0).toBe(true)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390)
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(844)
  await decideInFrame(page, () => false)
  await expect(page.getByRole('status', { name: 'Signature result' })).toContainText('Valid', {
    timeout: 30_000,
  })
})
