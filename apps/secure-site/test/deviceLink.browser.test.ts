import { CHROMIUM_LAUNCH_OPTIONS } from '@airlock/testing/playwright'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

let site: TestSite
let browser: Browser
beforeAll(async () => {
  site = await startTestSite()
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS)
})
afterAll(async () => {
  await browser?.close()
  await site?.close()
})

describe('the device link in a browser', () => {
  it("approves the device: the page's form posts with this site's Origin, which POST /device requires", async () => {
    const email = 'device-link@example.com'
    await signInByEmail(site, email, 1)
    site.advance(31_000)
    const start = await site.api('email/connect', {
      projectId: 'airlock-demo',
      email,
      deviceId: 'another-device',
    })
    expect(start.json.action).toBe('VERIFY_DEVICE')
    const link = /(http:\/\/\S+\/device\?token=\S+)/.exec((await site.latestMail(email)).text)?.[1]
    const page = await browser.newPage()
    await page.goto(link ?? '')
    const posted = page.waitForRequest((request) => request.method() === 'POST')
    await page.getByRole('button', { name: 'Approve device' }).click()
    expect((await (await posted).allHeaders()).origin).toBe(site.url)
    await expect.poll(() => page.textContent('body')).toContain('Device approved')
    const { rows } = await site.store.query<{ used_at: string | null }>(
      'select used_at from secure_codes where id = $1',
      [start.json.flowId],
    )
    expect(rows[0]?.used_at).not.toBeNull()
    await page.close()
  })
})
