import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  parseEther,
  parseUnits,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { seedToken } from '../src/seed/seedToken'
import { NATIVE_TOKEN_ADDRESS } from '../src/seed/seedTokens'
import { pairAddress } from '../src/swap/pairAddress'
import { quoteSwap } from '../src/swap/quoteSwap'
import { SWAP_ASSETS } from '../src/swap/swapAssets'
import { routerAbi, SWAP_CONTRACTS } from '../src/swap/swapContracts'
import { freePort, startTestCloud, type TestCloud } from './startTestCloud'

// The local AMM and the swap routes (SPEC §7 /v1/convert/*) against the whole cloud: real
// anvil chains seeded with Uniswap v2, real HTTP, transactions signed and mined.

let cloud: TestCloud
// A third running chain outside SPEC §9's twelve swap networks.
const OFF_SWAP_CHAIN = 31337

beforeAll(async () => {
  cloud = await startTestCloud({
    chains: [
      { chainId: 1, port: await freePort() },
      { chainId: 8453, port: await freePort() },
      { chainId: OFF_SWAP_CHAIN, port: await freePort() },
    ],
  })
})
afterAll(async () => {
  await cloud?.dispose()
})

type Json = Record<string, unknown>
const usdc = seedToken('usdc')
const air = seedToken('air')
const asset = (symbol: string) =>
  SWAP_ASSETS.find((candidate) => candidate.symbol === symbol) as (typeof SWAP_ASSETS)[number]
const caip = (address: string, chainId = 8453) => `eip155:${chainId}:${address}`

async function get(path: string, params: Record<string, string> = {}, projectId = 'airlock-test') {
  const response = await fetch(cloud.at(path, { ...params, projectId }))
  return { status: response.status, body: (await response.json()) as Json }
}
async function post(path: string, body: unknown) {
  const response = await fetch(cloud.at(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

function accountClients(index: number, chainId = 8453) {
  const chain = cloud.chains.get(chainId)
  if (!chain) throw new Error(`no chain ${chainId}`)
  const account = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index })
  const viemChain = defineLocalChain(chainId, chain.rpcUrl)
  return {
    account,
    chain,
    wallet: createWalletClient({ account, chain: viemChain, transport: http(chain.rpcUrl) }),
    client: createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) }) as PublicClient,
  }
}

type BuiltTx = {
  from: string
  to: string
  data: Hex
  amount: string
  eip155: { gas: string; gasPrice: string }
  toAmount: string
  minimumAmountOut: string
}

describe('the local AMM', () => {
  test('factory, WETH and router are deployed at the documented addresses, wired together', async () => {
    const { client } = accountClients(0)
    // README "Swap (Uniswap v2)": the deployer's nonces 9, 10 and 11.
    expect(SWAP_CONTRACTS).toEqual({
      factory: '0x8fFbf6bED8E989688A9BF15203697F87CB63Dd2A',
      weth: '0xF801fc13AA08876F343fEBf50dFfA52A78180811',
      router: '0xC7975277e79BD36eb18bD490d097a6857e130e48',
    })
    expect(
      await client.readContract({
        address: SWAP_CONTRACTS.router,
        abi: routerAbi,
        functionName: 'factory',
      }),
    ).toBe(SWAP_CONTRACTS.factory)
    expect(
      await client.readContract({
        address: SWAP_CONTRACTS.router,
        abi: routerAbi,
        functionName: 'WETH',
      }),
    ).toBe(SWAP_CONTRACTS.weth)
  })

  test('quotes from the reserves equal the router’s own getAmountsOut', async () => {
    const { chain, client } = accountClients(0, 1)
    const cases: [string, string, bigint][] = [
      ['ETH', 'USDC', parseEther('1')],
      ['ETH', 'USDC', parseEther('57.3')],
      ['USDC', 'ETH', parseUnits('2500', 6)],
      ['AIR', 'USDC', parseUnits('123.456', 18)],
      ['USDC', 'AIR', 1n],
      ['WHOLE', 'ETH', 1000n],
      ['AIR', 'WHOLE', parseUnits('10', 18)],
    ]
    for (const [fromSymbol, toSymbol, amount] of cases) {
      const quote = await quoteSwap(chain, asset(fromSymbol), asset(toSymbol), amount)
      expect(quote, `${fromSymbol}->${toSymbol}`).not.toBeNull()
      if (!quote) continue
      const onChain = await client.readContract({
        address: SWAP_CONTRACTS.router,
        abi: routerAbi,
        functionName: 'getAmountsOut',
        args: [amount, quote.path],
      })
      expect(quote.amounts, `${fromSymbol}->${toSymbol} ${amount}`).toEqual([...onChain])
    }
  })
})

async function quote(from: string, to: string, amount: bigint, user: string) {
  const { status, body } = await get('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: caip(user),
    from: caip(from),
    to: caip(to),
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return (body.quotes as Json[])[0] as Json & { toAmount: string; fromAmount: string }
}
async function build(from: string, to: string, amount: bigint, user: string, slippage = '1') {
  const { status, body } = await post('/v1/convert/build-transaction', {
    projectId: 'airlock-test',
    amount: amount.toString(),
    eip155: { slippage },
    from: caip(from),
    to: caip(to),
    userAddress: caip(user),
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.tx as BuiltTx
}
/** Signs and sends a built transaction as core would: plain addresses, legacy gas price. */
async function send(
  index: number,
  tx: { to: string; data: Hex; value: bigint; gas: string; gasPrice: string },
) {
  const { wallet, client } = accountClients(index)
  const hash = await wallet.sendTransaction({
    to: tx.to.split(':')[2] as `0x${string}`,
    data: tx.data,
    value: tx.value,
    gas: BigInt(tx.gas),
    gasPrice: BigInt(tx.gasPrice),
  })
  return client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}
async function tokenBalance(token: `0x${string}`, owner: `0x${string}`) {
  const { client } = accountClients(0)
  return client.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
}

describe('/v1/convert routes', () => {
  test('tokens: name, symbol, decimals, image and the suggested and popular lists', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId: 'eip155:8453' })
    expect(status).toBe(200)
    const tokens = body.tokens as Json[]
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH', 'USDC', 'AIR', 'WHOLE'])
    expect(tokens[0]).toMatchObject({
      name: 'Ether',
      address: caip(NATIVE_TOKEN_ADDRESS),
      decimals: 18,
      suggested: true,
      popular: true,
    })
    expect(tokens[1]).toMatchObject({ name: 'USD Coin', address: caip(usdc.address), decimals: 6 })
    expect(String(tokens[1]?.logoUri)).toContain(
      '/public/getTokenImage/USDC?projectId=airlock-test',
    )
    expect(body.suggested).toEqual([
      caip(NATIVE_TOKEN_ADDRESS),
      caip(usdc.address),
      caip(air.address),
    ])
    expect(body.popular).toEqual([caip(NATIVE_TOKEN_ADDRESS), caip(usdc.address)])
    const image = await fetch(String(tokens[1]?.logoUri))
    expect(image.status).toBe(200)
  })

  test('every route needs a known project id', async () => {
    for (const path of [
      '/v1/convert/tokens',
      '/v1/convert/quotes',
      '/v1/convert/allowance',
      '/v1/convert/build-approve',
    ]) {
      const { status, body } = await get(path, { chainId: 'eip155:8453' }, 'not-a-project')
      expect(status, path).toBe(403)
      expect(body.error).toBe('Invalid App Configuration')
    }
    const response = await fetch(
      `${cloud.url}/v1/convert/build-transaction?projectId=nope&st=test&sv=0.0.0`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    )
    expect(response.status).toBe(403)
  })

  test('Network not supported for Swaps off the twelve swap networks (SPEC §9)', async () => {
    // 31337 runs here but is no swap network; 42161 is one, but the cloud does not run it.
    for (const chainId of [`eip155:${OFF_SWAP_CHAIN}`, 'eip155:42161', '31337']) {
      const { status, body } = await get('/v1/convert/tokens', { chainId })
      expect(status, chainId).toBe(400)
      expect(body.error).toBe('Network not supported for Swaps')
    }
    const off = (address: string) => caip(address, OFF_SWAP_CHAIN)
    const quoted = await get('/v1/convert/quotes', {
      amount: '1000',
      userAddress: off(account(6)),
      from: off(NATIVE_TOKEN_ADDRESS),
      to: off(usdc.address),
    })
    expect(quoted).toMatchObject({
      status: 400,
      body: { error: 'Network not supported for Swaps' },
    })
    const allowance = await get('/v1/convert/allowance', {
      tokenAddress: off(usdc.address),
      userAddress: off(account(6)),
    })
    expect(allowance.body.error).toBe('Network not supported for Swaps')
  })

  test('bad input answers 400 with the reason', async () => {
    const user = caip(account(6))
    const base = {
      amount: '1000',
      userAddress: user,
      from: caip(NATIVE_TOKEN_ADDRESS),
      to: caip(usdc.address),
    }
    const cases: [Record<string, string>, string][] = [
      [{ ...base, amount: 'abc' }, 'Invalid amount'],
      [{ ...base, amount: '0' }, 'Invalid amount'],
      [{ ...base, amount: '-5' }, 'Invalid amount'],
      [{ ...base, from: '0xeeee' }, 'Invalid token address'],
      [{ ...base, to: caip('0x000000000000000000000000000000000000dEaD') }, 'Unsupported token'],
      [{ ...base, to: base.from }, 'Invalid token pair'],
      [{ ...base, to: `eip155:1:${usdc.address}` }, 'Invalid token pair'],
      [{ ...base, userAddress: 'nobody' }, 'Invalid userAddress'],
      [{ ...base, userAddress: `eip155:1:${account(6)}` }, 'Invalid userAddress'],
    ]
    for (const [params, error] of cases) {
      const { status, body } = await get('/v1/convert/quotes', params)
      expect(status, JSON.stringify(params)).toBe(400)
      expect(body.error, JSON.stringify(params)).toBe(error)
    }
    const approveEth = await get('/v1/convert/build-approve', {
      userAddress: user,
      from: base.from,
      to: base.to,
    })
    expect(approveEth).toMatchObject({
      status: 400,
      body: { error: 'Native token needs no approval' },
    })
    for (const slippage of ['-1', '51', 'lots']) {
      const { status, body } = await post('/v1/convert/build-transaction', {
        amount: '1000',
        eip155: { slippage },
        from: base.from,
        to: base.to,
        userAddress: user,
      })
      expect(status, slippage).toBe(400)
      expect(body.error).toBe('Invalid slippage')
    }
    const notJson = await fetch(cloud.at('/v1/convert/build-transaction'), {
      method: 'POST',
      body: 'nope',
    })
    expect(notJson.status).toBe(400)
  })

  test('a quote carries price impact, fee and the route; bigger trades move the price more', async () => {
    const small = await quote(NATIVE_TOKEN_ADDRESS, usdc.address, parseEther('0.01'), account(6))
    const large = await quote(NATIVE_TOKEN_ADDRESS, usdc.address, parseEther('30'), account(6))
    expect(small).toMatchObject({
      id: null,
      fromAmount: parseEther('0.01').toString(),
      fromAccount: caip(NATIVE_TOKEN_ADDRESS),
      toAccount: caip(usdc.address),
      path: [caip(SWAP_CONTRACTS.weth), caip(usdc.address)],
      fee: { percent: '0.3000', amount: ((parseEther('0.01') * 3n) / 1000n).toString() },
    })
    expect(Number(small.priceImpact)).toBeLessThan(0.01)
    // 30 ETH against a 300 ETH pool: about 9 % worse than the mid price.
    expect(Number(large.priceImpact)).toBeGreaterThan(8)
    expect(Number(large.priceImpact)).toBeLessThan(10)
    expect(BigInt(small.gas as string) * BigInt(small.gasPrice as string)).toBe(
      BigInt(small.networkFee as string),
    )
  })
})

function account(index: number): `0x${string}` {
  return mnemonicToAccount(TEST_MNEMONIC, { addressIndex: index }).address
}

describe('swapping on chain', () => {
  test('ETH to USDC: the built transaction, signed and sent, pays what the quote said', async () => {
    const user = account(6)
    const amount = parseEther('0.5')
    const quoted = await quote(NATIVE_TOKEN_ADDRESS, usdc.address, amount, user)
    const tx = await build(NATIVE_TOKEN_ADDRESS, usdc.address, amount, user)
    expect(tx.to).toBe(caip(SWAP_CONTRACTS.router))
    expect(tx.amount).toBe(amount.toString())
    expect(tx.toAmount).toBe(quoted.toAmount)
    expect(BigInt(tx.minimumAmountOut)).toBe((BigInt(quoted.toAmount) * 99n) / 100n)
    const before = await tokenBalance(usdc.address, user)
    const receipt = await send(6, { ...tx, value: BigInt(tx.amount), ...tx.eip155 })
    expect(receipt.status).toBe('success')
    const received = (await tokenBalance(usdc.address, user)) - before
    expect(received).toBeGreaterThanOrEqual(BigInt(tx.minimumAmountOut))
    // Nobody traded in between: exactly the quote.
    expect(received).toBe(BigInt(quoted.toAmount))
  })

  test('USDC to AIR: approve first (allowance, build-approve), then swap', async () => {
    const user = account(6)
    const amount = parseUnits('250', 6)
    const allowance = async () => {
      const { body } = await get('/v1/convert/allowance', {
        tokenAddress: caip(usdc.address),
        userAddress: caip(user),
      })
      return BigInt(body.allowance as string)
    }
    expect(await allowance()).toBe(0n)
    // Without the allowance the router would revert: build-transaction says so.
    const refused = await post('/v1/convert/build-transaction', {
      amount: amount.toString(),
      eip155: { slippage: '1' },
      from: caip(usdc.address),
      to: caip(air.address),
      userAddress: caip(user),
    })
    expect(refused).toMatchObject({ status: 422, body: { error: 'Swap would fail' } })
    const approve = await get('/v1/convert/build-approve', {
      userAddress: caip(user),
      from: caip(usdc.address),
      to: caip(air.address),
    })
    expect(approve.status).toBe(200)
    const approveTx = approve.body.tx as {
      to: string
      data: Hex
      value: string
      eip155: { gas: string; gasPrice: string }
    }
    expect(approveTx.to).toBe(caip(usdc.address))
    expect((await send(6, { ...approveTx, value: 0n, ...approveTx.eip155 })).status).toBe('success')
    expect(await allowance()).toBe(maxUint256)

    const quoted = await quote(usdc.address, air.address, amount, user)
    const tx = await build(usdc.address, air.address, amount, user)
    expect(tx.amount).toBe('0')
    const before = await tokenBalance(air.address, user)
    const usdcBefore = await tokenBalance(usdc.address, user)
    expect((await send(6, { ...tx, value: 0n, ...tx.eip155 })).status).toBe('success')
    expect((await tokenBalance(air.address, user)) - before).toBe(BigInt(quoted.toAmount))
    expect(usdcBefore - (await tokenBalance(usdc.address, user))).toBe(amount)
  })

  test('a trade between quote and submit beyond the slippage: the router reverts on its minimum, nothing is lost', async () => {
    const user = account(7)
    const amount = parseEther('2')
    const tx = await build(NATIVE_TOKEN_ADDRESS, air.address, amount, user, '1')
    // Another account buys AIR with 20 ETH first: AIR gets dearer by far more than 1 %.
    const other = await build(NATIVE_TOKEN_ADDRESS, air.address, parseEther('20'), account(8), '1')
    expect((await send(8, { ...other, value: BigInt(other.amount), ...other.eip155 })).status).toBe(
      'success',
    )

    const { client } = accountClients(7)
    await expect(
      client.call({ account: user, to: SWAP_CONTRACTS.router, data: tx.data, value: amount }),
    ).rejects.toThrow('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT')
    const airBefore = await tokenBalance(air.address, user)
    const ethBefore = await client.getBalance({ address: user })
    const receipt = await send(7, { ...tx, value: BigInt(tx.amount), ...tx.eip155 })
    expect(receipt.status).toBe('reverted')
    expect(await tokenBalance(air.address, user)).toBe(airBefore)
    // Only the gas of the reverted transaction was spent; the 2 ETH stayed.
    const gasPaid = receipt.gasUsed * receipt.effectiveGasPrice
    expect(await client.getBalance({ address: user })).toBe(ethBefore - gasPaid)
  })

  test('USD prices come from the pools: balances and /v1/fungible/price agree after trades', async () => {
    const chain = cloud.chains.get(8453)
    if (!chain) throw new Error('no chain 8453')
    const { client } = accountClients(0)
    const [weth, usd] = await Promise.all([
      tokenBalance(SWAP_CONTRACTS.weth, pairOf(SWAP_CONTRACTS.weth, usdc.address)),
      tokenBalance(usdc.address, pairOf(SWAP_CONTRACTS.weth, usdc.address)),
    ])
    const ethUsd = Number(usd) / 1e6 / (Number(weth) / 1e18)
    // The ETH/USDC pool moved (test 1 bought USDC with ETH): ETH is cheaper than 3150.
    expect(ethUsd).toBeLessThan(3150)
    const priced = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [
        caip(NATIVE_TOKEN_ADDRESS),
        caip(air.address),
        'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
      ],
    })
    const prices = priced.body.fungibles as { symbol: string; price: number; address: string }[]
    expect(prices[0]?.price).toBeCloseTo(ethUsd, 9)
    // Chain 1's pools saw no trade: the seeded 3150.
    expect(prices[2]?.price).toBe(3150)
    const { body } = await get(`/v1/account/${account(6)}/balance`, {
      currency: 'usd',
      chainId: 'eip155:8453',
    })
    const balances = body.balances as { symbol: string; price: number }[]
    expect(balances.find((b) => b.symbol === 'ETH')?.price).toBe(prices[0]?.price)
    expect(balances.find((b) => b.symbol === 'AIR')?.price).toBe(prices[1]?.price)
    // The prices table (history values, on-ramp quotes) follows within a sync round (1 s).
    await vi.waitFor(
      async () => {
        const { rows } = await cloud.store.query<{ price: number }>(
          `select price::float8 as price from prices where chain_id = 8453 and address = $1`,
          [NATIVE_TOKEN_ADDRESS],
        )
        expect(rows[0]?.price).toBeCloseTo(ethUsd, 9)
      },
      { timeout: 10_000, interval: 100 },
    )
    // AIR's price is the AIR/USDC pool's ratio.
    const airPair = pairOf(air.address, usdc.address)
    const [airReserve, usdReserve] = await Promise.all([
      tokenBalance(air.address, airPair),
      tokenBalance(usdc.address, airPair),
    ])
    expect(prices[1]?.price).toBeCloseTo(Number(usdReserve) / 1e6 / (Number(airReserve) / 1e18), 9)
    expect(await client.getChainId()).toBe(8453)
  })
})

function pairOf(a: `0x${string}`, b: `0x${string}`): `0x${string}` {
  return pairAddress(a, b)
}
