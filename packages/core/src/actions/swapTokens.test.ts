import { anvilKey } from '@airlock/testing/anvil'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  decodeFunctionData,
  defineChain,
  erc20Abi,
  type Hex,
  http,
  parseAbi,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { buildSwapTransaction } from '../api/blockchain/buildSwapTransaction'
import { createAirlockCore } from '../createAirlockCore'
import { SwapsNetworkNotSupportedError } from '../errors/network'
import { getApiClient } from '../http/getApiClient'
import { linea, mainnet } from '../networks/evm'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { approveSwap } from './approveSwap'
import { fetchSwapQuote } from './fetchSwapQuote'
import { fetchSwapTokens } from './fetchSwapTokens'
import { pushView } from './pushView'
import { setAccount } from './setAccount'
import { setSwapAmount } from './setSwapAmount'
import { setSwapToAmount } from './setSwapToAmount'
import { setSwapToken } from './setSwapToken'
import { swapTokens } from './swapTokens'
import { syncNetwork } from './syncNetwork'

const cloudUrl = inject('cloudUrl')
const rpcUrl = `${cloudUrl}/v1/?chainId=eip155:1&projectId=${CLOUD_PROJECT.id}`
const chain = defineChain({
  id: 1,
  name: 'local 1',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [rpcUrl] } },
})
const reader = createPublicClient({ chain, transport: http(rpcUrl), cacheTime: 0 })
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function WETH() view returns (address)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])

// Accounts of their own (5-7 of the test mnemonic): the balance tests read account 0's seed.
function walletOf(index: number) {
  const account = privateKeyToAccount(anvilKey(index) as Hex)
  return { account, client: createWalletClient({ account, chain, transport: http(rpcUrl) }) }
}

/**
 * A core on the cloud's chain 1 whose test adapter signs for real with `index`'s key and sends
 * through the cloud's RPC proxy, and reads receipts there: the swap lands on the chain.
 */
function setup(index: number, network = mainnet) {
  const { account, client } = walletOf(index)
  const adapter = createTestAdapter({ address: account.address })
  adapter.sendTransaction = async ({ to, value, data }) => {
    adapter.test.calls.push({ method: 'sendTransaction', parameters: { to, value, data } })
    if (adapter.test.signError !== undefined) throw adapter.test.signError
    return client.sendTransaction({
      to: to as Address,
      value,
      ...(data ? { data: data as Hex } : {}),
      type: 'legacy',
    })
  }
  adapter.getProvider = async () => ({
    request: ({ method, params }) =>
      reader.request({ method, params } as never) as Promise<unknown>,
  })
  const networks = [mainnet, linea].map((item) =>
    withCloudRpc(item, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
  )
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks,
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: cloudUrl,
  })
  setAccount(core, { caipAddress: `${network.caipNetworkId}:${account.address}` })
  syncNetwork(core, { namespace: 'eip155', caipNetworkId: network.caipNetworkId })
  pushView(core, 'Account')
  pushView(core, 'Swap')
  return { core, adapter, account }
}

async function tokens(index: number) {
  const { core, adapter, account } = setup(index)
  const swap = await fetchSwapTokens(core)
  const bySymbol = (symbol: string) => {
    const token = swap.tokens.find((item) => item.symbol === symbol)
    if (!token) throw new Error(`no ${symbol}`)
    return token
  }
  return { core, adapter, account, swap, eth: bySymbol('ETH'), usdc: bySymbol('USDC') }
}

const plain = (caip: string) => caip.split(':').at(-1) as Address
const usdcBalance = (usdc: { address: string }, owner: Address) =>
  reader.readContract({
    address: plain(usdc.address),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('swap (the real cloud and its Uniswap v2 pools on chain 1)', { timeout: 30_000 }, () => {
  test('tokens: the list with decimals and prices, ETH picked to swap from', async () => {
    const { swap, eth, usdc } = await tokens(5)
    expect(swap.tokensStatus).toBe('ready')
    expect(usdc.decimals).toBe(6)
    expect(swap.sourceToken?.address).toBe(eth.address)
    expect(swap.prices[usdc.address.toLowerCase()]).toBeGreaterThan(0)
    expect(swap.prices[eth.address.toLowerCase()]).toBeGreaterThan(0)
  })

  test('off the twelve swap networks: Network not supported for Swaps, no request', async () => {
    const { core } = setup(5, linea)
    await expect(fetchSwapTokens(core)).rejects.toBeInstanceOf(SwapsNetworkNotSupportedError)
    expect(core.state.swap?.error?.messageId).toBe('networkNotSupportedForSwaps')
  })

  test('quote: what the router says for the amount; typing again drops the older answer', async () => {
    const { core, eth, usdc } = await tokens(5)
    await setSwapToken(core, { side: 'to', token: usdc })
    const first = setSwapAmount(core, '0.1')
    const second = setSwapAmount(core, '0.25')
    expect(core.state.swap?.quoteStatus).toBe('loading')
    await expect(first).resolves.toBeUndefined()
    const quote = await second
    expect(quote?.fromAmount).toBe(parseEther('0.25'))
    const weth = await reader.readContract({
      address: await routerAddress(core),
      abi: routerAbi,
      functionName: 'WETH',
    })
    const amounts = await reader.readContract({
      address: await routerAddress(core),
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('0.25'), [weth, plain(usdc.address)]],
    })
    expect(quote?.toAmount).toBe(amounts.at(-1))
    expect(quote?.minimumReceived).toBe(((amounts.at(-1) as bigint) * 99n) / 100n)
    expect(core.state.swap?.toTokenAmount).not.toBe('')
    expect(core.state.swap?.gasPriceInUSD).toBeGreaterThan(0)
    expect(core.state.swap?.approvalNeeded).toBe(false)
    // An answer for a form that changed meanwhile is not shown.
    core.state.swap!.sourceTokenAmount = '0.3'
    const stale = fetchSwapQuote(core)
    core.state.swap!.sourceTokenAmount = '0.4'
    await expect(stale).resolves.toBeUndefined()
    expect(eth.decimals).toBe(18)
  })

  test('amount to receive typed: the amount to pay found along the curve, quoted', async () => {
    const { core, usdc } = await tokens(5)
    await setSwapToken(core, { side: 'to', token: usdc })
    const first = setSwapToAmount(core, '50')
    expect(core.state.swap?.quoteStatus).toBe('loading')
    const quote = await setSwapToAmount(core, '100')
    await expect(first).resolves.toBeUndefined()
    expect(core.state.swap?.typedToAmount).toBe('100')
    expect(Number(core.state.swap?.sourceTokenAmount)).toBeGreaterThan(0)
    expect(quote?.fromAmount).toBe(parseEther(core.state.swap?.sourceTokenAmount as string))
    // What the pool gives for that input is the amount typed, to a hundredth of a cent.
    const off = (quote?.toAmount ?? 0n) - 100_000_000n
    expect(off < 0n ? -off : off).toBeLessThanOrEqual(10_000n)
  })

  test('ETH to USDC and back: approve when short, balances move by the quote within 1 %', async () => {
    const { core, account, usdc, eth } = await tokens(6)
    await setSwapToken(core, { side: 'to', token: usdc })
    core.state.swap!.sourceTokenAmount = '0.5'
    const quote = await fetchSwapQuote(core)
    const before = await usdcBalance(usdc, account.address)
    const swapped = await swapTokens(core)
    expect(swapped?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    const gained = (await usdcBalance(usdc, account.address)) - before
    expect(gained).toBeGreaterThanOrEqual(quote!.minimumReceived)
    expect(gained).toBeLessThanOrEqual(quote!.toAmount)
    expect(core.state.router.view).toBe('Account')
    expect(core.state.snackbar.messageId).toBe('transactionStarted')
    expect(core.state.swap?.sourceTokenAmount).toBe('')

    // Back: USDC to ETH needs the router's allowance first.
    await setSwapToken(core, { side: 'source', token: usdc })
    await setSwapToken(core, { side: 'to', token: eth })
    core.state.swap!.sourceTokenAmount = '100'
    const back = await fetchSwapQuote(core)
    expect(core.state.swap?.approvalNeeded).toBe(true)
    expect(await approveSwap(core)).toBe(true)
    expect(core.state.swap?.approvalNeeded).toBe(false)
    const ethBefore = await reader.getBalance({ address: account.address })
    const usdcBefore = await usdcBalance(usdc, account.address)
    expect(await swapTokens(core)).toBeDefined()
    expect(usdcBefore - (await usdcBalance(usdc, account.address))).toBe(100_000_000n)
    // Less the gas (a few hundred thousand gas at a few gwei, well under 0.01 ETH).
    const ethGained = (await reader.getBalance({ address: account.address })) - ethBefore
    expect(ethGained).toBeGreaterThan(back!.minimumReceived - parseEther('0.01'))
    expect(ethGained).toBeLessThanOrEqual(back!.toAmount)
  })

  test('the price moved past the slippage since the quote: the swap fails and nothing moves', async () => {
    const { core, account, usdc } = await tokens(7)
    await setSwapToken(core, { side: 'to', token: usdc })
    core.state.swap!.sourceTokenAmount = '0.2'
    await fetchSwapQuote(core)
    // Another account buys USDC with a lot of ETH: the pool gives far less for ETH now.
    const other = walletOf(8)
    const router = await routerAddress(core)
    const weth = await reader.readContract({
      address: router,
      abi: routerAbi,
      functionName: 'WETH',
    })
    const hash = await other.client.writeContract({
      address: router,
      abi: routerAbi,
      functionName: 'swapExactETHForTokens',
      args: [0n, [weth, plain(usdc.address)], other.account.address, 2n ** 40n],
      value: parseEther('200'),
      type: 'legacy',
    })
    await reader.waitForTransactionReceipt({ hash })
    const before = await usdcBalance(usdc, account.address)
    await expect(swapTokens(core)).resolves.toBeUndefined()
    expect(core.state.swap?.error?.messageId).toBe('swapFailed')
    expect(core.state.swap?.error?.detail).toMatch(/INSUFFICIENT_OUTPUT_AMOUNT/)
    expect(await usdcBalance(usdc, account.address)).toBe(before)
    expect(core.state.router.view).toBe('Swap')
    expect(core.state.router.transactionStack).toHaveLength(0)
    expect(core.state.swap?.status).toBe('idle')
  })

  test('the pool moves between the build and the send: the router reverts on its minimum out', async () => {
    const { core, adapter, account, usdc } = await tokens(4)
    await setSwapToken(core, { side: 'to', token: usdc })
    core.state.swap!.sourceTokenAmount = '0.2'
    await fetchSwapQuote(core)
    const router = await routerAddress(core)
    const send = adapter.sendTransaction
    // Another account trades as the wallet is about to send what the cloud built, along the
    // built path, until the pool no longer gives the built minimum (other test files trade in the
    // same pools at the same time, so one fixed front-run was not always enough).
    adapter.sendTransaction = async (transaction) => {
      const { args } = decodeFunctionData({ abi: routerAbi, data: transaction.data as Hex })
      const [minimumOut, path] = args as readonly [bigint, readonly Address[], Address, bigint]
      const other = walletOf(3)
      for (let round = 0; round < 5; round++) {
        const amounts = await reader.readContract({
          address: router,
          abi: routerAbi,
          functionName: 'getAmountsOut',
          args: [transaction.value ?? 0n, path],
        })
        if ((amounts.at(-1) ?? 0n) < minimumOut) break
        const hash = await other.client.writeContract({
          address: router,
          abi: routerAbi,
          functionName: 'swapExactETHForTokens',
          args: [0n, path, other.account.address, 2n ** 40n],
          value: parseEther('200'),
          type: 'legacy',
        })
        await reader.waitForTransactionReceipt({ hash })
      }
      return send(transaction)
    }
    const before = await usdcBalance(usdc, account.address)
    await expect(swapTokens(core)).resolves.toBeUndefined()
    expect(core.state.swap?.error?.messageId).toBe('swapFailed')
    expect(core.state.swap?.error?.detail).toMatch(/INSUFFICIENT_OUTPUT_AMOUNT/)
    expect(await usdcBalance(usdc, account.address)).toBe(before)
    expect(core.state.router.view).toBe('Swap')
  })

  test('the wallet refuses: swapFailed, the form kept', async () => {
    const { core, adapter, usdc } = await tokens(5)
    await setSwapToken(core, { side: 'to', token: usdc })
    core.state.swap!.sourceTokenAmount = '0.01'
    await fetchSwapQuote(core)
    adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    await expect(swapTokens(core)).resolves.toBeUndefined()
    expect(core.state.swap?.error?.messageId).toBe('swapFailed')
    expect(core.state.swap?.sourceTokenAmount).toBe('0.01')
    expect(core.state.router.view).toBe('Swap')
  })
})

/** The router: where build-transaction sends the swap (the cloud's README names it too). */
async function routerAddress(core: ReturnType<typeof setup>['core']): Promise<Address> {
  const { sourceToken, toToken } = core.state.swap!
  const { tx } = await buildSwapTransaction(getApiClient(core, 'api'), {
    // Enough that the pool gives something (a few wei of ETH give 0 USDC: no route).
    amount: '1000000000000000',
    from: sourceToken?.address as string,
    to: toToken?.address as string,
    userAddress: `eip155:1:${walletOf(9).account.address}`,
    disableEstimate: true,
  })
  return plain(tx.to)
}
