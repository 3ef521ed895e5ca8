import { test } from './fixtures'
import { smartSessionStory } from './smartSessions'

// Smart sessions under `vite dev` (React StrictMode mounts every component twice): the grant is
// asked once and approved once in the frame, the spends need no prompt, revoke and disconnect end
// the permission (e2e/smartSessions.ts), at 1280x800 and 390x844.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`smart session under StrictMode${label}`, async ({ page }) => {
    test.setTimeout(300_000)
    if (viewport) await page.setViewportSize(viewport)
    await smartSessionStory(page, viewport ? 'sessions-dev-390' : 'sessions-dev')
  })
}
