import {
  buildApproveTransaction,
  buildSwapTransaction,
  createHttpClient,
  getSwapAllowance,
  getSwapQuote,
  getSwapTokens,
  type HttpClient,
  HttpRequestError,
} from '@airlock/core'
import { maxUint256, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS } from '../src/chains/constants'
import { seedToken } from '../src/seed/seedToken'
import { NATIVE_TOKEN_ADDRESS } from '../src/seed/seedTokens'
import { SWAP_CONTRACTS } from '../src/swap/swapContracts'
import { startTestCloud, type TestCloud } from './startTestCloud'

// core's typed swap clients (packages/core/src/api/blockchain) against the swap routes: each
// client validates the shape it reads, so a drift between the views' clients and the cloud
// fails here.

let cloud: TestCloud
let client: HttpClient

beforeAll(async () => {
  cloud = await startTestCloud()
  client = createHttpClient({
    baseUrl: cloud.url,
    projectId: 'airlock-test',
    sdkType: 'airlock',
    sdkVersion: 'react-0.0.0',
  })
})
afterAll(async () => {
  await cloud?.dispose()
})

const user = `eip155:1:${TEST_ACCOUNTS[4]}`
const eth = `eip155:1:${NATIVE_TOKEN_ADDRESS}`
const usdc = `eip155:1:${seedToken('usdc').address}`

describe("core's swap clients against the local cloud", () => {
  test('getSwapTokens', async () => {
    const { tokens } = await getSwapTokens(client, { chainId: 'eip155:1' })
    expect(tokens.map((token) => token.address)).toContain(usdc)
    expect(tokens.find((token) => token.address === eth)).toMatchObject({
      symbol: 'ETH',
      decimals: 18,
    })
  })

  test('getSwapQuote', async () => {
    const { quotes } = await getSwapQuote(client, {
      amount: parseEther('1').toString(),
      userAddress: user,
      from: eth,
      to: usdc,
      gasPrice: '2000000000',
    })
    expect(quotes[0]).toMatchObject({ fromAccount: eth, toAccount: usdc, gasPrice: '2000000000' })
    // 1 ETH into 300 ETH / 945,000 USDC with the 0.3 % fee.
    expect(quotes[0]?.toAmount).toBe('3130147476')
  })

  test('getSwapAllowance, buildApproveTransaction, buildSwapTransaction', async () => {
    expect(await getSwapAllowance(client, { tokenAddress: usdc, userAddress: user })).toEqual({
      allowance: '0',
    })
    expect(await getSwapAllowance(client, { tokenAddress: eth, userAddress: user })).toEqual({
      allowance: maxUint256.toString(),
    })
    const { tx: approve } = await buildApproveTransaction(client, {
      userAddress: user,
      from: usdc,
      to: eth,
    })
    expect(approve).toMatchObject({ from: user, to: usdc, value: '0' })
    expect(approve.data.startsWith('0x095ea7b3')).toBe(true)
    const { tx } = await buildSwapTransaction(client, {
      amount: parseEther('0.1').toString(),
      userAddress: user,
      from: eth,
      to: usdc,
    })
    expect(tx).toMatchObject({
      from: user,
      to: `eip155:1:${SWAP_CONTRACTS.router}`,
      amount: parseEther('0.1').toString(),
    })
    expect(BigInt(tx.eip155?.gas ?? 0)).toBeGreaterThan(21_000n)
  })

  test('Network not supported for Swaps reaches core as a 400 with the message', async () => {
    const error = await getSwapTokens(client, { chainId: 'eip155:42161' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect((error as HttpRequestError).status).toBe(400)
    expect(
      JSON.stringify((error as HttpRequestError & { body?: unknown }).body ?? error),
    ).toContain('Network not supported for Swaps')
  })
})
