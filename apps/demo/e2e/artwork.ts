import { expect, type Locator, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther } from 'viem'
import { walletName } from './fixtures'
import { switchLanguage } from './showcase'
import { BOB } from './walletSend'

/** An image that loaded from the cloud's image route named `route` (not a fallback, not broken). */
export async function expectLoadedImage(image: Locator, route: RegExp): Promise<void> {
  await expect(image).toHaveAttribute('src', route)
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0)
}

/**
 * The Connect view's artwork: socials as two full buttons and a compact row of brand icons, the
 * WalletConnect mark; then a real registry wallet (MetaMask) with its image and links.
 */
export async function connectViewArtwork(page: Page): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = page.getByRole('dialog')
  const socials = dialog.getByRole('region', { name: 'Continue with a social account' })
  const buttons = socials.getByRole('button')
  await expect(buttons).toHaveCount(7)
  await expect(buttons.nth(0)).toHaveText('Continue with Google')
  await expect(buttons.nth(1)).toHaveText('Continue with X')
  // The other five: icons in one row, each named for a screen reader.
  const row = socials.getByRole('list').getByRole('button')
  await expect(row).toHaveCount(5)
  const boxes = await Promise.all([0, 4].map((index) => row.nth(index).boundingBox()))
  expect(Math.abs((boxes[0]?.y ?? 0) - (boxes[1]?.y ?? 1))).toBeLessThan(2)
  await expect(row.nth(2)).toHaveAccessibleName('Continue with GitHub')
  for (const [index, social] of ['google', 'x'].entries()) {
    await expectLoadedImage(
      buttons.nth(index).locator('img'),
      new RegExp(`/public/getAssetImage/social-${social}\\?`),
    )
  }
  await expectLoadedImage(row.nth(2).locator('img'), /\/public\/getAssetImage\/social-github\?/)
  // The WalletConnect entry shows the WalletConnect mark.
  await expectLoadedImage(
    dialog.getByRole('button', { name: 'WalletConnect' }).locator('img'),
    /\/public\/getAssetImage\/walletconnect\?/,
  )
  // A real wallet of the registry, found by search, with its own image.
  await dialog.getByRole('button', { name: /^All Wallets/ }).click()
  await dialog.getByRole('searchbox').fill('MetaMask')
  const metamask = dialog.getByRole('button', { name: 'MetaMask' })
  await expect(metamask).toBeVisible()
  await expectLoadedImage(metamask.locator('img'), /\/getWalletImage\/metamask\?/)
}

/** Account -> Networks: each network with its logo from the cloud's asset route. */
export async function networkLogos(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Ethereum' }).click()
  await expect(dialog.getByRole('heading', { name: 'Networks' })).toBeVisible()
  const networks = dialog.getByRole('list', { name: 'Networks' }).getByRole('button')
  await expectLoadedImage(
    networks.filter({ hasText: 'Ethereum' }).locator('img'),
    /\/public\/getAssetImage\/eip155(:|%3A)1\?/,
  )
  await expectLoadedImage(
    networks.filter({ hasText: 'Base' }).locator('img'),
    /\/public\/getAssetImage\/eip155(:|%3A)8453\?/,
  )
}

/**
 * Starts recording the wallets the registry sends the page (`GET /getWallets`): the image ids a
 * registry logo in the modal may have. Call before the page loads.
 */
export function registryImageIds(page: Page, cloudUrl: string): Set<string> {
  const ids = new Set<string>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== cloudUrl || url.pathname !== '/getWallets' || !response.ok()) return
    const body = (await response.json().catch(() => undefined)) as
      | { data?: { image_id?: string }[] }
      | undefined
    for (const wallet of body?.data ?? []) if (wallet.image_id) ids.add(wallet.image_id)
  })
  return ids
}

/**
 * The Connect view's All Wallets entry wears four registry wallets' logos in a 2x2 grid: four
 * different images from the cloud's wallet-image route, each one a wallet the registry sent, each
 * loaded (not the fallback icon), laid out two by two inside the entry's button, before its name.
 */
export async function allWalletsLogoGrid(page: Page, imageIds: Set<string>): Promise<void> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const entry = page.getByRole('dialog').getByRole('button', { name: /^All Wallets/ })
  await expect(entry).toBeVisible()
  const logos = entry.locator('img')
  await expect(logos).toHaveCount(4)
  const srcs: string[] = []
  for (let index = 0; index < 4; index++) {
    const logo = logos.nth(index)
    await expectLoadedImage(logo, /\/getWalletImage\/[^/?]+\?/)
    srcs.push((await logo.getAttribute('src')) as string)
  }
  expect(new Set(srcs).size).toBe(4)
  const ids = srcs.map((src) => decodeURIComponent(new URL(src).pathname.split('/').pop() ?? ''))
  for (const id of ids) expect([...imageIds], `registry image ${id}`).toContain(id)
  // Two rows of two, the grid no wider than its row's first quarter, left of the name.
  const boxes = await Promise.all(srcs.map((_, index) => logos.nth(index).boundingBox()))
  const [a, b, c, d] = boxes.map((box) => {
    if (!box || box.width === 0) throw new TypeError('a logo with no layout')
    return box
  }) as [Box, Box, Box, Box]
  expect(Math.abs(a.y - b.y)).toBeLessThan(1)
  expect(Math.abs(c.y - d.y)).toBeLessThan(1)
  expect(c.y).toBeGreaterThan(a.y + a.height / 2)
  expect(Math.abs(a.x - c.x)).toBeLessThan(1)
  expect(b.x).toBeGreaterThan(a.x + a.width / 2)
  const name = await textBox(entry, 'All Wallets')
  expect(Math.max(b.x + b.width, d.x + d.width)).toBeLessThanOrEqual(name.x + 1)
}

type Box = { x: number; y: number; width: number; height: number }

/** The box of the first text node of `locator` that holds `text`. */
function textBox(locator: Locator, text: string): Promise<Box> {
  return locator.evaluate((element, wanted) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes(wanted)) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      const { x, y, width, height } = range.getBoundingClientRect()
      return { x, y, width, height }
    }
    throw new TypeError(`no text ${wanted}`)
  }, text)
}

/**
 * The header's network button once connected: the network's logo from the cloud's asset route,
 * loaded, before its name (Ethereum, then Base after a switch); on a network the dapp does not
 * support, a warning sign and no logo before `Unsupported Network`.
 */
export async function networkButtonLogo(
  page: Page,
  wallet: { switchChain(chainId: number): Promise<unknown> },
): Promise<void> {
  const header = page.locator('header')
  const expectLogo = async (name: string, route: RegExp) => {
    const button = header.getByRole('button', { name, exact: true })
    await expect(button).toBeVisible()
    const logo = button.locator('img')
    await expect(logo).toHaveCount(1)
    await expectLoadedImage(logo, route)
    // Decorative: the button is named by the network alone.
    await expect(logo).toHaveAttribute('alt', '')
    const box = await logo.boundingBox()
    const text = await textBox(button, name)
    if (!box) throw new TypeError('the logo has no layout')
    expect(box.width).toBeGreaterThan(8)
    expect(box.x + box.width).toBeLessThanOrEqual(text.x + 1)
    await expect(button.locator('svg')).toHaveCount(0)
  }
  await expectLogo('Ethereum', /\/public\/getAssetImage\/eip155(:|%3A)1\?/)
  await wallet.switchChain(8453)
  await expectLogo('Base', /\/public\/getAssetImage\/eip155(:|%3A)8453\?/)
  // Chain 10 is not configured: the modal offers the supported networks; the header warns.
  await wallet.switchChain(10)
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Unsupported Network' })).toBeVisible()
  const unsupported = header.getByRole('button', { name: 'Unsupported Network', exact: true })
  await expect(unsupported).toBeVisible()
  await expect(unsupported.locator('img')).toHaveCount(0)
  const sign = unsupported.locator('svg')
  await expect(sign).toHaveCount(1)
  // The kit's warning triangle, drawn before the words.
  await expect(sign.locator('path')).toHaveAttribute('d', /^M12 4l9 16H3z/)
  const signBox = await sign.boundingBox()
  const text = await textBox(unsupported, 'Unsupported Network')
  if (!signBox) throw new TypeError('the warning sign has no layout')
  expect(signBox.x + signBox.width).toBeLessThanOrEqual(text.x + 1)
  // Back on a supported network from the sheet: its logo returns.
  await dialog.getByRole('button', { name: /Ethereum/ }).click()
  await expect(page.getByRole('heading', { name: 'Unsupported Network' })).toHaveCount(0)
  await expectLogo('Ethereum', /\/public\/getAssetImage\/eip155(:|%3A)1\?/)
}

/** The German words of the steps below (the kit's `de` catalogue). */
const GERMAN = {
  connect: 'Wallet verbinden',
  send: 'Senden',
  token: 'Kryptowert',
  amount: 'Betrag',
  to: 'An',
  preview: 'Senden prüfen',
  started: 'Transaktion gestartet',
} as const

/**
 * In German, which writes decimals with a comma: the visitor types `0,5` in Send's amount field,
 * the field shows `0,5` (not `0.5`), the preview says 0,5 ETH, and the chain's receiver gets
 * exactly 0.5 ETH (read from the local chain, not from the page).
 */
export async function sendWithDecimalComma(
  page: Page,
  { address, rpcUrl }: { address: string; rpcUrl: string },
): Promise<void> {
  const client = createPublicClient({ transport: http(rpcUrl) })
  await page.goto('/')
  await switchLanguage(page, 'de')
  await page.getByRole('button', { name: GERMAN.connect }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await dialog.getByRole('button', { name: GERMAN.send, exact: true }).click()
  await expect(dialog.getByRole('heading', { name: GERMAN.send })).toBeVisible()
  const picker = dialog.getByLabel(GERMAN.token, { exact: true })
  const option = picker.locator('option', { hasText: /^ETH / })
  await picker.selectOption((await option.getAttribute('value')) as string)
  const amount = dialog.getByLabel(GERMAN.amount, { exact: true })
  // Typed key by key, as a visitor does (a fill would skip the field's own key handling).
  await amount.pressSequentially('0,5')
  await expect(amount).toHaveValue('0,5')
  await dialog.getByLabel(GERMAN.to, { exact: true }).fill(BOB)
  await expect(dialog.getByTestId('send-receiver')).toContainText('bob.airlock')
  // A point typed in German is shown as the comma too.
  await amount.fill('')
  await amount.pressSequentially('0.5')
  await expect(amount).toHaveValue('0,5')
  await dialog.getByRole('button', { name: GERMAN.preview }).click()
  await expect(dialog.getByTestId('send-preview-amount')).toHaveText(/^0,5\s?ETH$/)
  const before = await client.getBalance({ address: BOB })
  await dialog.getByRole('button', { name: GERMAN.send, exact: true }).click()
  await expect(page.getByText(GERMAN.started)).toBeVisible()
  await expect
    .poll(async () => (await client.getBalance({ address: BOB })) - before, { timeout: 15_000 })
    .toBe(parseEther('0.5'))
}
