import { expect, test } from './fixtures'
import {
  balanceOf,
  fund,
  loginAs,
  newReceiver,
  readBalancesAgain,
  sendAndCheck,
} from './walletSendEmbedded'

// Send from the embedded wallet under `vite dev` (React StrictMode mounts every view twice): the
// smart account's wallet_sendCalls and the EOA's eth_sendTransaction are each asked once, approved
// in the frame, and land on the chain.

test('the smart account sends USDC through wallet_sendCalls, under StrictMode', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const account = await loginAs(page, 'smartAccount', 'send-smart-dev')
  await fund(account, { usdc: 2_000_000n })
  await readBalancesAgain(page, account)
  await sendAndCheck(page, 'smartAccount', {
    token: 'USDC',
    amount: '1.111',
    units: 1_111_000n,
    to: newReceiver(),
  })
  expect(await balanceOf('USDC', account)).toBe(2_000_000n - 1_111_000n)
})

test('the EOA sends ETH through eth_sendTransaction, under StrictMode', async ({ page }) => {
  test.setTimeout(300_000)
  const account = await loginAs(page, 'eoa', 'send-eoa-dev')
  await fund(account, { eth: '0.2' })
  await readBalancesAgain(page, account)
  await sendAndCheck(page, 'eoa', {
    token: 'ETH',
    amount: '0.031',
    units: 31_000_000_000_000_000n,
    to: newReceiver(),
  })
})
