import { test } from './fixtures'
import { sentAroundTheKitIsRefreshed } from './walletSendPending'

// Pending-transaction polling under `vite dev` (React StrictMode): the adapter's watcher is
// created once per instance, so the double mount neither loses nor doubles it.

test('a transaction sent outside the modal refreshes the balance at the next poll, under StrictMode', async ({
  page,
  cloud,
  wallet,
}) => {
  await sentAroundTheKitIsRefreshed(page, wallet, cloud.rpc[1] as string)
})
