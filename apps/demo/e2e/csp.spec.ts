import { CSP_VIOLATIONS_EXPECTED, expect, readCspReports, test } from './fixtures'

// The production build under a strict Content-Security-Policy (issue 23): server/cspPlugin.ts
// serves every response of `vite preview` with the policy `airlockCsp` gives for the demo's
// configuration, and e2e/fixtures.ts fails any build test during which the browser reported a
// violation. Here: the policy itself, the report path proven to catch a violation, and the
// secure site's own policy.

const env = (name: string) => process.env[name] as string
const origin = (url: string) => new URL(url).origin

function directives(header: string): Map<string, string[]> {
  return new Map(
    header.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name as string, sources]
    }),
  )
}

test("the build's policy: its own origin, the services it needs, nothing inline, no eval", async ({
  page,
}) => {
  const response = await page.goto('/')
  const header = (await response?.headerValue('content-security-policy')) ?? ''
  const policy = directives(header)
  expect(header).not.toMatch(/unsafe-|\*|https?:(\s|;|$)/)
  expect(policy.get('default-src')).toEqual(["'self'"])
  expect(policy.get('script-src')).toEqual(["'self'"])
  expect(policy.get('style-src')).toEqual(["'self'"])
  expect(policy.get('frame-src')).toEqual([origin(env('E2E_SECURE_SITE_URL'))])
  const cloud = origin(env('E2E_CLOUD_URL'))
  expect(policy.get('connect-src')).toEqual([
    "'self'",
    cloud,
    origin(env('E2E_RELAY_URL')),
    // Solana's RPC websocket, through the cloud's proxy.
    cloud.replace(/^http/, 'ws'),
  ])
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', cloud])
  expect(policy.get('report-uri')).toEqual(['/api/csp-report'])
  // The page works under it: the kit's styles are constructable sheets, not <style> elements.
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await page.locator('style').count()).toBe(0)
})

// Causes violations on purpose: the annotation tells the fixture's check to let it pass.
test('a violation reaches the report endpoint the fixture reads', {
  annotation: { type: CSP_VIOLATIONS_EXPECTED },
}, async ({ page, baseURL }) => {
  await page.goto('/')
  const before = (await readCspReports(baseURL as string)).received
  await page.evaluate(() => {
    const style = document.createElement('style')
    style.textContent = 'body { outline: 1px solid red }'
    document.head.append(style)
    const image = document.createElement('img')
    image.src = 'http://127.0.0.1:9/not-allowed.png'
    document.body.append(image)
  })
  await expect.poll(async () => (await readCspReports(baseURL as string)).received - before).toBe(2)
  const reports = (await readCspReports(baseURL as string)).reports.slice(before) as {
    'csp-report': { 'violated-directive': string; 'document-uri': string }
  }[]
  expect(reports.map((report) => report['csp-report']['violated-directive']).sort()).toEqual([
    'img-src',
    'style-src-elem',
  ])
})

test("the secure site's own policy is strict too", async ({ request, baseURL }) => {
  const site = env('E2E_SECURE_SITE_URL')
  for (const [query, ancestors] of [
    // The frame page of the project: only the project's dapp origins may frame it.
    [`?projectId=${env('E2E_PROJECT_ID')}`, origin(baseURL as string)],
    // Anything else may not be framed at all.
    ['?projectId=unknown', "'none'"],
  ] as const) {
    const response = await request.get(`${site}/${query}`)
    const header = response.headers()['content-security-policy'] ?? ''
    const policy = directives(header)
    expect(header).not.toMatch(/unsafe-|\*/)
    expect(policy.get('default-src')).toEqual(["'none'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('style-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toContain(ancestors)
  }
})
