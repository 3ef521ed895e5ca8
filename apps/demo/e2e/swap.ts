import { anvilKey } from '@airlock/testing/anvil'
import { type AirlockFixtures, airlockFixtures } from '@airlock/testing/fixtures'
import { localStackFromEnv } from '@airlock/testing/stack'
import type { Locator, Page } from '@playwright/test'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { connectWallet } from './connectWallet'
import { test as base, expect, walletName } from './fixtures'

/** The seeded ERC-20s on chain 1 (decimals 6 and 18), swapped against ETH in the cloud's pools. */
export const USDC: Address = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
export const AIR: Address = '0x10Aeafac83d48E2f9ac4bAAf94311c45fACe1404'

/**
 * `test` whose mock wallet holds test account 8 (no other spec trades with it) on chains 1, 8453
 * and the demo's third chain 31337 (outside the twelve swap networks).
 */
export const test = base.extend<AirlockFixtures>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    const name = testInfo.project.name === 'dev' ? 'E2E_DEV_DEMO_URL' : 'E2E_DEMO_URL'
    await use(process.env[name] as string)
  },
  ...airlockFixtures({
    cloud: () => localStackFromEnv(),
    wallet: (cloud) => ({
      privateKeys: [anvilKey(8)],
      chains: [
        { id: 1, rpcUrl: cloud.rpc[1] as string },
        { id: 8453, rpcUrl: cloud.rpc[8453] as string },
        { id: 31337, rpcUrl: cloud.rpc[31337] as string },
      ],
      name: walletName,
      rdns: 'dev.airlock.testwallet',
      // Past the build's CSP, as an extension's background page is (e2e/fixtures.ts).
      rpcOutsidePage: true,
    }),
  }),
})

/** Reads balances on chain 1 (ETH, or an ERC-20 by its address). */
export function chainOne(rpcUrl: string) {
  const client = createPublicClient({ chain: mainnet, transport: http(rpcUrl) })
  return {
    client,
    balance: (owner: string, token?: Address) =>
      token
        ? client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner as Address],
          })
        : client.getBalance({ address: owner as Address }),
  }
}

/** Connects the mock wallet, opens Account and its `Swap`; returns the dialog. */
export async function openSwap(page: Page, address: string): Promise<Locator> {
  await page.goto('/')
  await connectWallet(page, address)
  return openSwapFromAccount(page)
}

/** From a connected page: Account, then its `Swap`; returns the dialog. */
export async function openSwapFromAccount(page: Page): Promise<Locator> {
  // The account button shows the address, or the account's name (account 8 is alice.airlock).
  await page
    .getByRole('button', { name: /^(0x[0-9a-fA-F]|[a-z0-9-]+\.airlock )/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(dialog.getByRole('heading', { name: 'Swap' })).toBeVisible()
  await expect(dialog.getByLabel('You pay', { exact: true })).toBeVisible()
  return dialog
}

/** Picks `symbol` for a side ('You pay' or 'You receive') in SwapSelectToken, by searching. */
export async function pickToken(dialog: Locator, side: 'You pay' | 'You receive', symbol: string) {
  await dialog.getByRole('button', { name: new RegExp(`^${side}: `) }).click()
  await expect(dialog.getByRole('heading', { name: 'Select token' })).toBeVisible()
  await expect(dialog.getByRole('region', { name: 'Suggested' })).toBeVisible()
  await dialog.getByRole('searchbox', { name: 'Search token' }).fill(symbol)
  await dialog
    .getByRole('listitem')
    .getByRole('button', { name: new RegExp(`\\b${symbol}\\b`) })
    .first()
    .click()
  await expect(dialog.getByRole('button', { name: `${side}: ${symbol}` })).toBeVisible()
}

/**
 * Types the amount to pay, waits for the quote, opens SwapPreview and reads what it shows: the
 * amount received and the minimum (whole tokens, as shown: at most 6 decimals).
 */
export async function reviewSwap(dialog: Locator, amount: string) {
  await dialog.getByLabel('You pay', { exact: true }).fill(amount)
  await expect(dialog.getByLabel('You receive', { exact: true })).not.toHaveValue('', {
    timeout: 15_000,
  })
  await expect(dialog.getByText(/^Network fee: \$/)).toBeVisible()
  await dialog.getByRole('button', { name: 'Review swap' }).click()
  await expect(dialog.getByRole('heading', { name: 'Review Swap' })).toBeVisible()
  await expect(dialog.getByTestId('swap-slippage')).toHaveText('1%')
  await expect(dialog.getByTestId('swap-network-fee')).toHaveText(/^(<)?\$\d/)
  await expect(dialog.getByTestId('swap-price-impact')).toHaveText(/^\d+\.\d\d%$/)
  // Shown as English writes it: grouped with commas.
  const number = async (id: string) =>
    Number(
      ((await dialog.getByTestId(id).textContent()) as string).split(' ')[0]?.replace(/,/g, ''),
    )
  return { received: await number('swap-preview-to'), minimum: await number('swap-minimum') }
}

/** The cloud's Uniswap v2 Router02 on every fresh local chain (apps/cloud README "Swap"). */
export const ROUTER: Address = '0xC7975277e79BD36eb18bD490d097a6857e130e48'

/** Another account (test account 9) buys USDC with 200 ETH: the pool gives far less for ETH. */
export async function movePool(rpcUrl: string, router: Address): Promise<void> {
  const account = privateKeyToAccount(anvilKey(9) as Hex)
  const wallet = createWalletClient({ account, chain: mainnet, transport: http(rpcUrl) })
  const abi = parseAbi([
    'function WETH() view returns (address)',
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  ])
  const { client } = chainOne(rpcUrl)
  const weth = await client.readContract({ address: router, abi, functionName: 'WETH' })
  const hash = await wallet.writeContract({
    address: router,
    abi,
    functionName: 'swapExactETHForTokens',
    args: [0n, [weth, USDC], account.address, 2n ** 40n],
    value: parseEther('200'),
    type: 'legacy',
  })
  await client.waitForTransactionReceipt({ hash })
}
