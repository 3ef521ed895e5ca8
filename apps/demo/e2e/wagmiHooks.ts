import type { Page } from '@playwright/test'
import { type Address, createPublicClient, formatEther, type Hex, http, verifyMessage } from 'viem'
import { connectWallet } from './connectWallet'
import { expect } from './fixtures'

// The flow of wagmiHooks.spec.ts and wagmiHooks.dev.spec.ts (issue 23): `/wagmi-hooks`, where
// wagmi's own hooks (useConnection, useBalance, useSignMessage, useSendTransaction,
// useSwitchChain, useDisconnect) run on the EVM adapter's `wagmiConfig`, with a wallet connected
// through Airlock's modal; account, chain and disconnect stay in step both ways.

const recipient: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'
const message = 'Hello from wagmi, through Airlock'

type Wallet = { addresses: readonly string[]; chainId(): Promise<number> }

export async function wagmiHooksFlow(
  page: Page,
  wallet: Wallet,
  rpc: Record<number, string>,
): Promise<void> {
  const address = wallet.addresses[0] as Address
  const wagmi = (name: string) => page.getByRole('status', { name: `wagmi ${name}`, exact: true })
  const header = (name: string) => page.getByRole('button', { name, exact: true })
  const chainOne = createPublicClient({ transport: http(rpc[1]) })

  await page.goto('/wagmi-hooks')
  await expect(page.getByRole('heading', { name: 'wagmi hooks' })).toBeVisible()
  await expect(wagmi('status')).toHaveText('disconnected')

  // Connected through Airlock's modal: wagmi's useConnection sees the same account and chain.
  await connectWallet(page, address)
  await expect(wagmi('status')).toHaveText('connected')
  await expect(wagmi('account')).toHaveText(address)
  await expect(wagmi('chain')).toHaveText(/\(1\)$/)
  // useBalance: what the chain holds, read through the adapter's transports.
  await expect(wagmi('funds')).toHaveText(
    `${formatEther(await chainOne.getBalance({ address }))} ETH`,
  )

  // useSignMessage: the wallet signs; the page and this test both recover the address.
  await page.getByRole('button', { name: 'Sign with wagmi' }).click()
  await expect(wagmi('signature check')).toHaveText('Valid')
  const signature = (await wagmi('signature').textContent()) as Hex
  expect(await verifyMessage({ address, message, signature })).toBe(true)

  // useSendTransaction: on the chain, from the account to the recipient, 0.001 ETH.
  await page.getByRole('button', { name: 'Send 0.001 with wagmi' }).click()
  await expect(wagmi('receipt')).toHaveText(/^success in block \d+$/)
  const hash = (await wagmi('transaction').textContent()) as Hex
  const sent = await chainOne.getTransaction({ hash })
  expect(sent.from.toLowerCase()).toBe(address.toLowerCase())
  expect(sent.to?.toLowerCase()).toBe(recipient.toLowerCase())
  expect(sent.value).toBe(1_000_000_000_000_000n)
  expect((await chainOne.getTransactionReceipt({ hash })).status).toBe('success')
  // The balance the hook shows follows (the page refetches it once the receipt is in).
  await expect(wagmi('funds')).toHaveText(
    `${formatEther(await chainOne.getBalance({ address }))} ETH`,
  )

  // useSwitchChain: the wallet moves to Base and Airlock's network button follows.
  await page.getByRole('button', { name: 'wagmi: switch to Base' }).click()
  await expect(header('Base')).toBeVisible()
  await expect(wagmi('chain')).toHaveText(/\(8453\)$/)
  expect(await wallet.chainId()).toBe(8453)
  // And back from Airlock's Networks view: wagmi's chain follows.
  await header('Base').click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Ethereum/ })
    .click()
  await expect(header('Ethereum')).toBeVisible()
  await expect(wagmi('chain')).toHaveText(/\(1\)$/)
  expect(await wallet.chainId()).toBe(1)

  // Disconnect in Airlock: wagmi is disconnected too.
  await page.getByRole('button', { name: /^0x/ }).first().click()
  await page.getByRole('dialog').getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(wagmi('status')).toHaveText('disconnected')
  await expect(wagmi('account')).toHaveText('None')

  // Disconnect with wagmi: Airlock follows.
  await connectWallet(page, address)
  await expect(wagmi('status')).toHaveText('connected')
  await page.getByRole('button', { name: 'Disconnect with wagmi' }).click()
  await expect(wagmi('status')).toHaveText('disconnected')
  await expect(page.getByRole('status', { name: 'Address' })).toHaveText('Not connected')
  await expect(page.getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
}
