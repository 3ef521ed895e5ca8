import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { connectIn, expect, liveExample, openModal, pickWallet, test, walletName } from './fixtures'

// The live examples of the built site, each a real Airlock against the real local services.

/** The examples a page's source renders (`<Live example="…" />`), in order. */
function examplesOf(page: string): string[] {
  const source = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'react', `${page}.mdx`),
    'utf8',
  )
  return [...source.matchAll(/<Live example="([^"]+)" \/>/g)].map((match) => match[1] as string)
}

/** The JSON an example shows (its `<pre>`), parsed. */
async function shown(example: ReturnType<typeof liveExample>): Promise<Record<string, unknown>> {
  return JSON.parse((await example.locator('pre').textContent()) ?? 'null')
}

const services = /^http:\/\/127\.0\.0\.1:(8787|8788)\//
/**
 * What a page may ask before a click: the registry's wallet list and images, which the components
 * page's inline modal and network button draw as soon as they are shown. Nothing else (no RPC,
 * no account, no secure site).
 */
const drawnOnSight =
  /^http:\/\/127\.0\.0\.1:8787\/(getWallets\?|getWalletImage\/|public\/getAssetImage\/)/
const phone = { width: 390, height: 844 }

for (const page of ['components', 'hooks'] as const) {
  for (const viewport of [undefined, phone]) {
    const label = viewport ? ' (390x844)' : ''
    test(`every live example of the ${page} page runs, and none asks the services anything before a click${label}`, async ({
      page: browserPage,
    }) => {
      if (viewport) await browserPage.setViewportSize(viewport)
      const requests: string[] = []
      browserPage.on('request', (request) => {
        if (services.test(request.url())) requests.push(request.url())
      })
      await browserPage.goto(`/docs/react/${page}`)
      const names = examplesOf(page)
      expect(names.length).toBeGreaterThan(5)
      const frames = browserPage.locator('[data-live-example]')
      await expect(frames).toHaveCount(names.length)
      for (const [index, name] of names.entries()) {
        const frame = frames.nth(index)
        await expect(frame).toHaveAttribute('data-live-example', name)
        await expect(frame).not.toContainText('Loading the example')
        // Each example rendered something of its own beside the label.
        await expect(frame.locator('button, pre, [role="dialog"], section').first()).toBeVisible()
      }
      await browserPage.waitForTimeout(1_000)
      // The hooks page shows no modal: it asks nothing at all.
      const allowed = page === 'components' ? drawnOnSight : /^$/
      expect(
        requests.filter((url) => !allowed.test(url)),
        'no request before intent',
      ).toEqual([])
    })
  }
}

for (const viewport of [undefined, phone]) {
  const label = viewport ? ' (390x844)' : ''
  test(`ConnectButton connects the announced wallet and becomes the account button${label}`, async ({
    page,
    wallet,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/docs/react/components')
    const example = liveExample(page, 'ConnectButton')
    await connectIn(page, example)
    const address = wallet.addresses[0] as string
    await expect(example.getByRole('button', { name: 'Connect Wallet' })).toHaveCount(0)
    await expect(example.getByRole('button')).toContainText(address.slice(0, 6))
    expect(await wallet.isConnected()).toBe(true)
  })

  test(`useAirlockAccount shows the connected address and its balance from the local chain${label}`, async ({
    page,
    wallet,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await page.goto('/docs/react/hooks')
    const example = liveExample(page, 'useAirlockAccount')
    expect(await shown(example)).toMatchObject({ isConnected: false })
    await connectIn(page, example)
    const address = wallet.addresses[0] as string
    await expect(example.locator('pre')).toContainText('"isConnected": true')
    await expect(example.locator('pre')).toContainText('"balanceSymbol": "ETH"')
    const state = await shown(example)
    expect(String(state.address).toLowerCase()).toBe(address.toLowerCase())
    expect(state.status).toBe('connected')
    // The seeded account's balance, read through the deployment's RPC proxy.
    expect(Number(state.balance)).toBeGreaterThan(0)
  })
}

test('ConnectButton takes its label, and ConnectButton.Custom renders its own buttons', async ({
  page,
  wallet,
}) => {
  await page.goto('/docs/react/components')
  await expect(
    liveExample(page, 'ConnectButtonLabel').getByRole('button', { name: 'Sign in with a wallet' }),
  ).toBeVisible()
  const custom = liveExample(page, 'ConnectButtonCustom')
  await custom.getByRole('button', { name: 'Connect', exact: true }).click()
  await pickWallet(page)
  // Connected: the render prop shows the network and the account with its balance.
  await expect(custom.getByRole('button', { name: 'Ethereum' })).toBeVisible()
  const address = wallet.addresses[0] as string
  await expect(custom.getByRole('button').nth(1)).toContainText(address.slice(0, 6))
  await expect(custom.getByRole('button').nth(1)).toContainText('ETH')
  // Its network button opens the networks list.
  await custom.getByRole('button', { name: 'Ethereum' }).click()
  await expect(openModal(page)).toContainText('Base')
})

test('AirlockModal inline lists the announced wallet in the page, with no dialog', async ({
  page,
  wallet,
}) => {
  expect(wallet.addresses.length).toBe(1)
  await page.goto('/docs/react/components')
  const example = liveExample(page, 'AirlockModalInline')
  await expect(example.getByRole('button', { name: walletName }).first()).toBeVisible()
  await expect(openModal(page)).toHaveCount(0)
})

test('NetworkButton and useAirlockNetwork switch the network', async ({ page }) => {
  await page.goto('/docs/react/hooks')
  const example = liveExample(page, 'useAirlockNetwork')
  expect(await shown(example)).toMatchObject({ caipNetworkId: 'eip155:1' })
  await example.getByRole('button', { name: 'Base' }).click()
  await expect(example.locator('pre')).toContainText('"caipNetworkId": "eip155:8453"')
  expect(await shown(example)).toMatchObject({ network: 'Base' })
  await expect(example.getByRole('button', { name: 'Base' })).toBeDisabled()

  await page.goto('/docs/react/components')
  const button = liveExample(page, 'NetworkButton').getByRole('button')
  await button.click()
  await openModal(page).getByRole('button', { name: /Base/ }).first().click()
  await expect(openModal(page)).toHaveCount(0)
  await expect(button).toContainText('Base')
})

test('useAirlock opens the modal at a view; useAirlockState and useAirlockEvents follow it', async ({
  page,
}) => {
  await page.goto('/docs/react/hooks')
  await liveExample(page, 'useAirlock').getByRole('button', { name: 'Choose a network' }).click()
  await expect(openModal(page)).toContainText('Base')
  await openModal(page).getByRole('button', { name: 'Close' }).click()
  await expect(openModal(page)).toHaveCount(0)

  const state = liveExample(page, 'useAirlockState')
  expect(await shown(state)).toMatchObject({ open: false })
  await state.getByRole('button', { name: 'Open' }).click()
  await expect(state.locator('pre')).toContainText('"open": true')
  await openModal(page).getByRole('button', { name: 'Close' }).click()
  await expect(state.locator('pre')).toContainText('"open": false')

  const events = liveExample(page, 'useAirlockEvents')
  await expect(events.locator('pre')).toContainText('open the modal to see its events')
  await events.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(events.locator('pre')).toContainText('"event"')
  await expect(events.locator('pre')).not.toContainText('open the modal to see its events')
})

test('useAirlockTheme switches the mode and the accent of its own modal', async ({ page }) => {
  await page.goto('/docs/react/hooks')
  const example = liveExample(page, 'useAirlockTheme')
  // No mode set and none remembered: the modal follows the system (`themeMode` undefined).
  expect(await shown(example)).toEqual({})
  await example.getByRole('button', { name: 'Switch to dark' }).click()
  await expect(example.locator('pre')).toContainText('"themeMode": "dark"')
  await example.getByRole('button', { name: 'Pink accent' }).click()
  await example.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(openModal(page)).toBeVisible()
  const root = page.locator('body > airlock-root .al-root')
  await expect(root).toHaveAttribute('data-theme', 'dark')
  expect(
    await root.evaluate((element) => getComputedStyle(element).getPropertyValue('--al-accent')),
  ).toBe('#c2255c')
  await openModal(page).getByRole('button', { name: 'Close' }).click()
  await example.getByRole('button', { name: 'Switch to light' }).click()
  await expect(example.locator('pre')).toContainText('"themeMode": "light"')
})

test('useWalletInfo, useAirlockProvider and useDisconnect follow the connection', async ({
  page,
  wallet,
}) => {
  const address = (wallet.addresses[0] as string).toLowerCase()
  await page.goto('/docs/react/hooks')
  const info = liveExample(page, 'useWalletInfo')
  await expect(info.locator('pre')).toContainText('not connected')
  await connectIn(page, info)
  await expect(info.locator('pre')).toContainText(walletName)

  const provider = liveExample(page, 'useAirlockProvider')
  await expect(provider.getByRole('button', { name: 'eth_accounts' })).toBeDisabled()
  await connectIn(page, provider)
  await provider.getByRole('button', { name: 'eth_accounts' }).click()
  await expect(provider.locator('pre')).toContainText('0x')
  expect(((await shown(provider)) as unknown as string[]).map((a) => a.toLowerCase())).toEqual([
    address,
  ])

  const disconnect = liveExample(page, 'useDisconnect')
  await connectIn(page, disconnect)
  await disconnect.getByRole('button', { name: 'Disconnect' }).click()
  await expect(disconnect.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
})

test('useAirlockInstance and useSmartSessions read the instance', async ({ page }) => {
  await page.goto('/docs/react/hooks')
  expect(await shown(liveExample(page, 'useAirlockInstance'))).toMatchObject({
    locale: 'en',
    dir: 'ltr',
  })
  expect(typeof (await shown(liveExample(page, 'useSmartSessions'))).enabled).toBe('boolean')
})

/** The text and role of the element that has focus, through the Airlock roots' shadow DOM. */
function focused(page: Page) {
  return page.evaluate(() => {
    // The example is found from the light-DOM host: `closest` stops at a shadow root.
    const host = document.activeElement
    let element: Element | null = host
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    return {
      text: element?.textContent?.trim() ?? '',
      example: host?.closest('[data-live-example]')?.getAttribute('data-live-example') ?? null,
      inModal: element?.closest('[role="dialog"]') !== null,
    }
  })
}

test('with the keyboard alone: Tab to an example, Enter opens its modal, Tab and Enter connect the wallet, Escape closes', async ({
  page,
  wallet,
}) => {
  await page.goto('/docs/react/components')
  // Tab through the page (navigation, sidebar) to the first example's Connect Wallet button.
  for (let presses = 0; ; presses++) {
    expect(presses, 'Connect Wallet is reachable by Tab').toBeLessThan(120)
    await page.keyboard.press('Tab')
    const now = await focused(page)
    if (now.example === 'ConnectButton' && now.text === 'Connect Wallet') break
  }
  await page.keyboard.press('Enter')
  await expect(openModal(page)).toBeVisible()
  for (let presses = 0; ; presses++) {
    expect(presses, 'the wallet is reachable by Tab inside the modal').toBeLessThan(30)
    const now = await focused(page)
    expect(now.inModal, 'focus stays in the modal').toBe(true)
    if (now.text.startsWith(walletName)) break
    await page.keyboard.press('Tab')
  }
  await page.keyboard.press('Enter')
  await expect(openModal(page).getByRole('button', { name: walletName })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(openModal(page)).toHaveCount(0)
  await expect(liveExample(page, 'ConnectButton').getByRole('button')).toContainText(
    (wallet.addresses[0] as string).slice(0, 6),
  )
})
