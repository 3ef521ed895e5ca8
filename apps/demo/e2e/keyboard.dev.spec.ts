import { test } from './fixtures'
import { keyboardOnly } from './keyboard'

// Keyboard only (issue 21) under `vite dev` (React StrictMode runs effects twice: focus was lost
// on close there); keyboard.spec.ts runs it on the production build.

test('dev server (StrictMode): keyboard only: connect, open Account, switch network, disconnect', async ({
  page,
  wallet,
}) => {
  test.setTimeout(120_000)
  await keyboardOnly(page, wallet)
})
