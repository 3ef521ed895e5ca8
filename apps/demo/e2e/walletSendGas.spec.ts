import { en } from '@airlock/core'
import { anvilKey } from '@airlock/testing/anvil'
import { injectMockWallet } from '@airlock/testing/playwright'
import { createPublicClient, createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { test as base, expect, walletName } from './fixtures'
import { BOB, fillSend, openSend, USDC } from './walletSend'

// Send (issue 18), the insufficient-gas rule (SPEC.md §5): an account that holds tokens but no ETH
// for the network fee is told so in the form, and cannot go on to send. Each test's wallet is a
// fresh key, funded with USDC only (from seeded account 2).

const test = base.extend<{ key: Hex }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  key: async ({}, use) => use(generatePrivateKey()),
  wallet: async ({ page, cloud, key }, use) =>
    use(
      await injectMockWallet(page, {
        privateKeys: [key],
        chains: [
          { id: 1, rpcUrl: cloud.rpc[1] as string },
          { id: 8453, rpcUrl: cloud.rpc[8453] as string },
        ],
        name: walletName,
        rdns: 'dev.airlock.testwallet',
        // Past the build's CSP, as an extension's background page is (e2e/fixtures.ts).
        rpcOutsidePage: true,
      }),
    ),
})

for (const viewport of [undefined, { width: 390, height: 844 }]) {
  const label = viewport ? ' (390x844)' : ''
  test(`tokens but no ETH for gas: the form says so and does not send${label}`, async ({
    page,
    wallet,
    cloud,
    key,
  }) => {
    if (viewport) await page.setViewportSize(viewport)
    const rpc = cloud.rpc[1] as string
    const chain = createPublicClient({ transport: http(rpc) })
    const address = privateKeyToAccount(key).address
    const funder = createWalletClient({
      account: privateKeyToAccount(anvilKey(2)),
      transport: http(rpc),
    })
    const funding = await funder.writeContract({
      chain: null,
      address: USDC,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, 5_000_000n],
    })
    await chain.waitForTransactionReceipt({ hash: funding })
    expect(await chain.getBalance({ address })).toBe(0n)
    const bobBefore = await chain.readContract({
      address: USDC,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [BOB],
    })

    const dialog = await openSend(page, wallet.addresses[0] as string)
    await fillSend(dialog, { token: 'USDC', amount: '1', to: BOB })
    // The catalogue's message, with the network's native symbol.
    const message = en.sendInsufficientGas.replace('{symbol}', 'ETH')
    expect(message).toBe('Not enough ETH to pay the network fee')
    await expect(dialog.getByRole('alert')).toHaveText(message)
    const preview = dialog.getByRole('button', { name: 'Preview send' })
    await expect(preview).toBeDisabled()
    // Enter in the form does not go on either.
    await dialog.getByLabel('Amount', { exact: true }).press('Enter')
    await expect(dialog.getByRole('heading', { name: 'Send' })).toBeVisible()
    await expect(dialog.getByTestId('send-preview-amount')).toHaveCount(0)
    // Nothing left the account: the wallet was never asked to send.
    expect(await wallet.pending()).toEqual([])
    expect(await chain.getTransactionCount({ address })).toBe(0)
    expect(
      await chain.readContract({
        address: USDC,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [BOB],
      }),
    ).toBe(bobBefore)
  })
}
