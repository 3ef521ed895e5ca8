import { focusFollowsViews, phoneHeaderAndUnsupportedNetwork } from './a11y'
import { test } from './fixtures'

// Accessibility and phone layout (issue 21), production build. a11y.dev.spec.ts runs the same
// flows under `vite dev` (React StrictMode), where focus was not returned on close.

test('focus moves to each new view heading, Escape closes, focus returns to the opener', async ({
  page,
  wallet,
}) => {
  await focusFollowsViews(page, wallet.addresses[0] as string)
})

test('390x844: the connected header fits, Unsupported Network is on screen and Disconnect leaves it', async ({
  page,
  wallet,
}) => {
  await phoneHeaderAndUnsupportedNetwork(page, wallet)
})
