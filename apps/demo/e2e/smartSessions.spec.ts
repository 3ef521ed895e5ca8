import { test } from './fixtures'
import { smartSessionStory } from './smartSessions'

// Smart sessions (issue 20) on the production build, at 1280x800 and 390x844: a spending
// permission granted once in the secure frame, spent within with no prompt, refused on chain over
// the limit and after revoking, and revoked when the wallet disconnects (e2e/smartSessions.ts).

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`grant once, spend twice without a prompt, over the limit and revoked spends revert, disconnect revokes${label}`, async ({
    page,
  }) => {
    test.setTimeout(300_000)
    if (viewport) await page.setViewportSize(viewport)
    await smartSessionStory(page, viewport ? 'sessions-390' : 'sessions')
  })
}
