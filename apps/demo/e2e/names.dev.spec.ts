import { expect, registerName, test } from './names'

// Names under `vite dev` (React StrictMode mounts every view twice): the form's lookups, aborted
// by the first unmount, and the registration core runs while the success view waits, still end
// with the name registered and shown.

test('register a name under StrictMode', async ({ page, wallet }) => {
  const name = await registerName(page, wallet.addresses[0] as string)
  expect(name).toMatch(/\.airlock$/)
})
