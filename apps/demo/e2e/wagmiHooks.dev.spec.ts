import { test } from './fixtures'
import { wagmiHooksFlow } from './wagmiHooks'

// The same under `vite dev` (React StrictMode mounts WagmiProvider and every hook twice).

test('wagmi hooks drive a wallet connected through Airlock under StrictMode', async ({
  page,
  wallet,
  cloud,
}) => {
  await wagmiHooksFlow(page, wallet, cloud.rpc)
})
