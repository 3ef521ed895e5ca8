import { test } from './fixtures'
import { sentAroundTheKitIsRefreshed } from './walletSendPending'

// Pending-transaction polling (issue 18, SPEC.md §9), on in the demo: a transaction the connected
// account sends outside the modal gets its balances refreshed when it settles.

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`a transaction sent outside the modal refreshes the balance at the next poll${label}`, async ({
    page,
    cloud,
    wallet,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    await sentAroundTheKitIsRefreshed(page, wallet, cloud.rpc[1] as string)
  })
}
