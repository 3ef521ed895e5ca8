import type { Locator, Page } from '@playwright/test'
import jsQR from 'jsqr'
import { connectWallet } from './connectWallet'
import { emailLogin, uniqueEmail } from './embedded'
import { expect, test } from './fixtures'

// Receive (issue 18): from Account's `Receive`, the account's address as text with copy and as a
// QR code that a scanner reads back as the address, the networks it receives on with their icons
// from the cloud, and `Buy` (the on-ramp, enabled in the demo).

/** Connects the mock wallet, opens Account from the page's account button and presses Receive. */
async function openReceive(page: Page, address: string): Promise<Locator> {
  await page.goto('/')
  await connectWallet(page, address)
  await page.getByRole('button', { name: /^0x/ }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Receive' }).click()
  await expect(dialog.getByRole('heading', { name: 'Receive' })).toBeVisible()
  return dialog
}

/** What a QR scanner reads from the code as it is on screen: a screenshot decoded by jsQR. */
async function scanQr(page: Page, qr: Locator): Promise<string | undefined> {
  const box = await qr.boundingBox()
  if (!box) throw new TypeError('the QR code is not on screen')
  // The code with a margin of what is around it (the white frame of the kit's QR code).
  const margin = 12
  const png = await page.screenshot({
    clip: {
      x: Math.max(0, box.x - margin),
      y: Math.max(0, box.y - margin),
      width: box.width + margin * 2,
      height: box.height + margin * 2,
    },
  })
  // The page's own decoder turns the PNG into pixels; jsQR reads them here, drawn blurred as a
  // camera sees it: on the pixel-sharp screenshot jsQR does not find the kit's round-dot code.
  // How much blur it needs depends on the pattern and on the browser's rasteriser (measured:
  // Chromium 150 decodes some addresses only at 2 px, others only at 1 px), so it tries a few,
  // as a phone's scanner tries frame after frame.
  for (const blur of [1, 2, 1.5, 3]) {
    const image = await page.evaluate(
      async ({ base64, blur }) => {
        const img = new Image()
        img.src = `data:image/png;base64,${base64}`
        await img.decode()
        const canvas = document.createElement('canvas')
        canvas.width = img.naturalWidth
        canvas.height = img.naturalHeight
        const context = canvas.getContext('2d')
        if (!context) throw new TypeError('no 2d context')
        context.filter = `blur(${blur}px)`
        context.drawImage(img, 0, 0)
        const pixels = context.getImageData(0, 0, canvas.width, canvas.height)
        // Raw RGBA as base64: a fraction of the cost of a JSON array of 280,000 numbers.
        let binary = ''
        for (let at = 0; at < pixels.data.length; at += 0x8000)
          binary += String.fromCharCode(...pixels.data.subarray(at, at + 0x8000))
        return { base64: btoa(binary), width: pixels.width, height: pixels.height }
      },
      { base64: png.toString('base64'), blur },
    )
    const pixels = new Uint8ClampedArray(Buffer.from(image.base64, 'base64'))
    const text = jsQR(pixels, image.width, image.height)?.data
    if (text !== undefined) return text
  }
  return undefined
}

/** Receive's checks, the same on a computer and on a phone. */
async function checkReceive(page: Page, dialog: Locator, address: string): Promise<void> {
  await expect(dialog.getByText(address, { exact: true })).toBeVisible()
  const qr = dialog.getByRole('img', { name: 'QR code of your address' })
  await expect(qr).toBeVisible()
  // The whole code is on screen (not cut by a narrow modal), and scans to the address.
  const box = await qr.boundingBox()
  const viewport = page.viewportSize()
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true)
  await expect.poll(() => scanQr(page, qr), { timeout: 30_000 }).toBe(address)

  // The networks of the account's namespace, the active one first, each icon served by the cloud.
  const networks = dialog.getByRole('list', { name: 'Networks you can receive on' })
  await expect(networks.getByRole('listitem')).toHaveText(['Ethereum', 'Base', 'Anvil'])
  for (const icon of await networks.locator('img').all())
    await expect
      .poll(() => icon.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

  // Copy: what the visitor pastes is the whole address.
  await page.evaluate(() => navigator.clipboard.writeText(''))
  await dialog.getByRole('button', { name: 'Copy address' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address)
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
})

test('Receive shows the address, its QR code scans to it, copy, networks with icons', async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  const dialog = await openReceive(page, address)
  await checkReceive(page, dialog, address)
})

test('Receive on a phone (390x844)', async ({ page, wallet }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const address = wallet.addresses[0] as string
  const dialog = await openReceive(page, address)
  await checkReceive(page, dialog, address)
})

test('Receive follows a network switch; Buy opens the on-ramp, Back returns', async ({
  page,
  wallet,
}) => {
  const address = wallet.addresses[0] as string
  const dialog = await openReceive(page, address)
  const networks = dialog.getByRole('list', { name: 'Networks you can receive on' })
  await wallet.switchChain(8453)
  await expect(networks.getByRole('listitem')).toHaveText(['Base', 'Ethereum', 'Anvil'])
  await expect(networks.getByRole('listitem').first()).toHaveAttribute('aria-current', 'true')
  await expect
    .poll(() => scanQr(page, dialog.getByRole('img', { name: 'QR code of your address' })), {
      timeout: 30_000,
    })
    .toBe(address)

  await dialog.getByRole('button', { name: 'Buy' }).click()
  await expect(dialog.getByRole('heading', { name: 'Buy Crypto' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Back' }).click()
  await expect(dialog.getByRole('heading', { name: 'Receive' })).toBeVisible()
})

test('Receive with the embedded wallet (email login): its own address, scanned and copied', async ({
  page,
}) => {
  await page.goto('/')
  const address = await emailLogin(page, uniqueEmail('receive'))
  // The modal stays on Account after a login.
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Receive' }).click()
  await expect(dialog.getByRole('heading', { name: 'Receive' })).toBeVisible()
  await checkReceive(page, dialog, address)
})
