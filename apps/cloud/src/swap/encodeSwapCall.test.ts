import { decodeFunctionData } from 'viem'
import { describe, expect, test } from 'vitest'
import { encodeSwapCall } from './encodeSwapCall'
import { SWAP_ASSETS } from './swapAssets'
import { routerAbi, SWAP_CONTRACTS } from './swapContracts'

const [eth, usdc, air] = SWAP_ASSETS as [
  (typeof SWAP_ASSETS)[number],
  (typeof SWAP_ASSETS)[number],
  (typeof SWAP_ASSETS)[number],
]
const recipient = '0x00000000000000000000000000000000000a11c0'
const base = { quotedOut: 1_000_001n, slippageBps: 100n, recipient, deadline: 1234n } as const

describe('encodeSwapCall', () => {
  test('ETH in: swapExactETHForTokens with the input as value and the minimum rounded down', () => {
    const path = [SWAP_CONTRACTS.weth, usdc.address]
    const call = encodeSwapCall({ ...base, from: eth, to: usdc, amountIn: 5n, path })
    expect(call.value).toBe(5n)
    expect(call.minimumOut).toBe(990_000n) // 1,000,001 × 0.99 = 990,000.99
    const decoded = decodeFunctionData({ abi: routerAbi, data: call.data })
    expect(decoded.functionName).toBe('swapExactETHForTokens')
    expect(decoded.args).toEqual([990_000n, path, recipient, 1234n])
  })

  test('ETH out and token to token: no value, the exact input first', () => {
    const toEth = encodeSwapCall({
      ...base,
      from: usdc,
      to: eth,
      amountIn: 7n,
      path: [usdc.address, SWAP_CONTRACTS.weth],
    })
    expect(toEth.value).toBe(0n)
    expect(decodeFunctionData({ abi: routerAbi, data: toEth.data })).toMatchObject({
      functionName: 'swapExactTokensForETH',
      args: [7n, 990_000n, [usdc.address, SWAP_CONTRACTS.weth], recipient, 1234n],
    })
    const tokens = encodeSwapCall({
      ...base,
      slippageBps: 0n,
      from: usdc,
      to: air,
      amountIn: 7n,
      path: [usdc.address, air.address],
    })
    expect(decodeFunctionData({ abi: routerAbi, data: tokens.data })).toMatchObject({
      functionName: 'swapExactTokensForTokens',
      args: [7n, 1_000_001n, [usdc.address, air.address], recipient, 1234n],
    })
  })
})
