import { randomUUID } from 'node:crypto'
import type { AirlockFixtures } from '@airlock/testing/fixtures'
import type { Page } from '@playwright/test'
import { expect, walletName } from './fixtures'

/** An event as the cloud's operator listing (`GET /analytics/events`) returns it. */
export type StoredEvent = { seq: number; eventId: string; url: string; event: string | null }

/** Requests the page makes to the analytics routes: the config and `POST /e` (beacons too). */
export function watchAnalyticsRequests(page: Page): { method: string; path: string }[] {
  const seen: { method: string; path: string }[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname === '/getAnalyticsConfig' || pathname === '/e')
      seen.push({ method: request.method(), path: pathname })
  })
  return seen
}

/**
 * The events the real cloud stored for this test's page: every page of this test carries a
 * marker of its own in its URL (`?e2e=...`), which each stored event keeps.
 */
export async function storedEvents(
  cloudUrl: string,
  projectId: string,
  marker: string,
): Promise<StoredEvent[]> {
  const events: StoredEvent[] = []
  let after = 0
  for (;;) {
    const res = await fetch(`${cloudUrl}/analytics/events?projectId=${projectId}&after=${after}`)
    expect(res.status).toBe(200)
    const page = ((await res.json()) as { events: StoredEvent[] }).events
    events.push(...page.filter((event) => event.url.includes(marker)))
    const last = page.at(-1)
    if (!last) return events
    after = last.seq
  }
}

export const newMarker = () => `analytics-${randomUUID()}`

/** Connects the announced mock wallet from the Connect view; resolves once the address shows. */
export async function connectMockWallet(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('button', { name: walletName }).first().click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText(address)
}

/** How long the tests watch a page that must stay quiet (beyond the 2 s batch interval). */
export const QUIET_MS = 4_000

type Flow = { page: Page } & AirlockFixtures

/**
 * No analytics request before the first hover; then the config once, and the events of a connect
 * in the real cloud's store in order; MODAL_CLOSE by the beacon of page hide.
 */
export async function analyticsAsksFirst({ page, wallet, cloud }: Flow): Promise<void> {
  const marker = newMarker()
  const requests = watchAnalyticsRequests(page)
  await page.goto(`/?e2e=${marker}`)
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await expect(connectButton).toBeVisible()
  await page.waitForTimeout(QUIET_MS)
  expect(requests).toEqual([])

  const config = page.waitForResponse((r) => new URL(r.url()).pathname === '/getAnalyticsConfig')
  await connectButton.hover()
  expect(await (await config).json()).toEqual({ isAnalyticsEnabled: true })
  await connectMockWallet(page, wallet.addresses[0] as string)

  await expect
    .poll(
      async () => (await storedEvents(cloud.url, cloud.projectId, marker)).map((e) => e.event),
      {
        timeout: 20_000,
      },
    )
    .toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS'])
  // The config was read once; the events went in POST /e batches.
  expect(requests.filter((r) => r.path === '/getAnalyticsConfig')).toHaveLength(1)
  expect(requests.filter((r) => r.path === '/e').length).toBeGreaterThan(0)
  expect(
    requests.filter((r) => r.path === '/e' && r.method !== 'POST' && r.method !== 'OPTIONS'),
  ).toEqual([])

  // Closing the modal and leaving at once (well within the 2 s batch interval): the beacon of
  // page hide carries MODAL_CLOSE.
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.goto('about:blank')
  await expect
    .poll(
      async () => (await storedEvents(cloud.url, cloud.projectId, marker)).map((e) => e.event),
      {
        timeout: 20_000,
      },
    )
    .toEqual(['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'])
}

/** A dapp with `features.analytics` off: nothing fetched or sent, ever (hover, connect, leave). */
export async function analyticsOff({ page, wallet, cloud }: Flow): Promise<void> {
  const marker = newMarker()
  const requests = watchAnalyticsRequests(page)
  await page.goto(`/?analytics=off&e2e=${marker}`)
  const connectButton = page.getByRole('button', { name: 'Connect Wallet' })
  await connectButton.hover()
  await connectButton.focus()
  await connectMockWallet(page, wallet.addresses[0] as string)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
  await page.waitForTimeout(QUIET_MS)
  await page.goto('about:blank')
  await page.waitForTimeout(1_000)
  expect(requests).toEqual([])
  expect(await storedEvents(cloud.url, cloud.projectId, marker)).toEqual([])
}
