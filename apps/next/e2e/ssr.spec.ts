import { CONNECTION_COOKIE_NAME, cookieToInitialState } from '@airlock/core'
import type { ConsoleMessage, Page } from '@playwright/test'
import { expect, test, walletName, walletRdns } from './fixtures'

// Issue 23, server rendering: the connection is kept in a cookie the server reads, so the first
// HTML already shows the account; React hydrates that HTML without a mismatch.

/**
 * Every console error and warning and every uncaught error of the page. React reports a
 * hydration mismatch as a console error (`Hydration failed...`, or minified error #418/#423/#425 in
 * a production build), so any of them fails the test.
 */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

const HYDRATION = /hydrat|#418|#423|#425|did not match|didn't match/i

/** The page's HTML as the server renders it for this Cookie header (what a crawler or a slow
 * network sees before any script runs). */
async function serverHtml(url: string, cookie: string | undefined): Promise<string> {
  const response = await fetch(url, cookie ? { headers: { cookie } } : {})
  expect(response.status).toBe(200)
  return response.text()
}

test('connect, reload with the account in the server HTML, disconnect', async ({
  page,
  context,
  wallet,
  baseURL,
}) => {
  const problems = watchConsole(page)
  const address = wallet.addresses[0] as string
  const url = baseURL as string

  // A first visit: the server renders no account.
  const first = await page.goto('/')
  expect(await first?.text()).toContain('>Not connected</output>')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await page.keyboard.press('Escape')

  // The cookie holds the public connection only: address, network, connector id.
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === CONNECTION_COOKIE_NAME))
    .toBeDefined()
  const cookie = (await context.cookies()).find((c) => c.name === CONNECTION_COOKIE_NAME)
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false })
  expect(cookieToInitialState(`${CONNECTION_COOKIE_NAME}=${cookie?.value}`)).toEqual({
    activeNetwork: 'eip155:1',
    connections: { eip155: { caipAddress: `eip155:1:${address}`, connectorId: walletRdns } },
  })
  const header = `${CONNECTION_COOKIE_NAME}=${cookie?.value}`

  // The server renders the account from the cookie, and without it does not.
  const withCookie = await serverHtml(url, header)
  expect(withCookie).toContain(`>${address}</output>`)
  expect(withCookie).not.toContain('Not connected')
  expect(await serverHtml(url, undefined)).not.toContain(address)

  // A reload: the first HTML has the account, hydration keeps it, the wallet confirms it.
  const reloaded = await page.reload()
  expect(await reloaded?.text()).toContain(`>${address}</output>`)
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
  await expect(page.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  // The balance arrives once the browser's core has asked the wallet and the cloud.
  await expect(page.getByRole('button', { name: /ETH/ })).toBeVisible()
  expect(await wallet.isConnected()).toBe(true)

  // Disconnect: the cookie goes, and the next server render shows Connect.
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === CONNECTION_COOKIE_NAME))
    .toBe(false)
  const after = await page.reload()
  const html = await after?.text()
  expect(html).not.toContain(address)
  expect(html).toContain('>Not connected</output>')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()

  expect(problems.filter((problem) => HYDRATION.test(problem))).toEqual([])
  expect(problems).toEqual([])
})

test('a cookie the wallet does not back is shown by the server, then dropped in the browser', async ({
  page,
  context,
  wallet,
  baseURL,
}) => {
  const problems = watchConsole(page)
  const address = wallet.addresses[0] as string
  // The visitor's cookie says connected, but the wallet never connected to this page.
  const value = encodeURIComponent(
    JSON.stringify({
      v: 1,
      activeNetwork: 'eip155:8453',
      connections: { eip155: { caipAddress: `eip155:8453:${address}`, connectorId: walletRdns } },
    }),
  )
  await context.addCookies([
    { name: CONNECTION_COOKIE_NAME, value, url: baseURL as string, sameSite: 'Lax' },
  ])
  const response = await page.goto('/')
  expect(await response?.text()).toContain(`>${address}</output>`)
  // The browser asks the wallet, which has no session for the page: Connect, and no cookie.
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === CONNECTION_COOKIE_NAME))
    .toBe(false)
  expect(await wallet.isConnected()).toBe(false)
  expect(problems).toEqual([])
})
