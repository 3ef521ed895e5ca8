import { test } from './fixtures'
import { keyboardOnly } from './keyboard'

// Keyboard only (issue 21), production build; keyboard.dev.spec.ts runs it under `vite dev`.

test('keyboard only: connect, open Account, switch network, disconnect', async ({
  page,
  wallet,
}) => {
  await keyboardOnly(page, wallet)
})
