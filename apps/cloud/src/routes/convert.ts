import type { Context, Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { tokenIconUrl } from '../blockchain/tokenIconUrl'
import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'
import { encodeSwapCall } from '../swap/encodeSwapCall'
import { parseSlippage } from '../swap/parseSlippage'
import { parseSwapAccount } from '../swap/parseSwapAccount'
import { parseSwapAmount } from '../swap/parseSwapAmount'
import { parseSwapToken } from '../swap/parseSwapToken'
import { quoteSwap, type SwapQuoteResult } from '../swap/quoteSwap'
import { requireSwapChain } from '../swap/requireSwapChain'
import { SWAP_ASSETS, type SwapAsset } from '../swap/swapAssets'
import { SWAP_CONTRACTS } from '../swap/swapContracts'
import { APPROVE_GAS, SWAP_DEADLINE_SECONDS, SWAP_GAS } from '../swap/swapLimits'

/**
 * The swap routes of SPEC §7 (`/v1/convert/*` but `gas-price`, in `gasPrice.ts`) against the
 * local Uniswap v2 pools: tokens, quotes, allowance, build-approve and build-transaction. Only
 * the twelve swap networks of SPEC §9 that the cloud runs answer; others get 400
 * `Network not supported for Swaps`. Shapes: README "Swap (Uniswap v2)".
 */
export function register(app: Hono, ctx: CloudContext): void {
  app.get('/v1/convert/tokens', (c) => {
    const chain = requireSwapChain(ctx, c.req.query('chainId'))
    const icon = iconRequest(c)
    const caip = (asset: SwapAsset) => `${chain.caipNetworkId}:${asset.address}`
    return c.json({
      tokens: SWAP_ASSETS.map((asset) => ({
        name: asset.name,
        symbol: asset.symbol,
        address: caip(asset),
        decimals: asset.decimals,
        logoUri: tokenIconUrl(ctx, asset.iconId, icon),
        eip2612: false,
        suggested: asset.suggested,
        popular: asset.popular,
      })),
      suggested: SWAP_ASSETS.filter((asset) => asset.suggested).map(caip),
      popular: SWAP_ASSETS.filter((asset) => asset.popular).map(caip),
    })
  })

  app.get('/v1/convert/quotes', async (c) => {
    const { chain, from, to, amount } = parsePair(ctx, c.req.query())
    parseSwapAccount(c.req.query('userAddress'), chain)
    const quote = await requireQuote(chain, from, to, amount)
    const gasPrice = c.req.query('gasPrice')
    const price =
      gasPrice && /^\d{1,30}$/.test(gasPrice) ? BigInt(gasPrice) : await chain.client.getGasPrice()
    const gas = swapGas(quote)
    return c.json({
      quotes: [
        {
          id: null,
          fromAmount: amount.toString(),
          fromAccount: `${chain.caipNetworkId}:${from.address}`,
          toAmount: quote.amountOut.toString(),
          toAccount: `${chain.caipNetworkId}:${to.address}`,
          priceImpact: quote.priceImpactPercent.toFixed(4),
          fee: {
            percent: quote.feePercent.toFixed(4),
            amount: quote.feeAmount.toString(),
            account: `${chain.caipNetworkId}:${from.address}`,
          },
          path: quote.path.map((address) => `${chain.caipNetworkId}:${address}`),
          gas: gas.toString(),
          gasPrice: price.toString(),
          networkFee: (gas * price).toString(),
        },
      ],
    })
  })

  app.get('/v1/convert/allowance', async (c) => {
    const { chain, asset } = parseSwapToken(ctx, c.req.query('tokenAddress'), 'tokenAddress')
    const user = parseSwapAccount(c.req.query('userAddress'), chain)
    // ETH is sent with the swap: nothing to approve.
    if (asset.native) return c.json({ allowance: maxUint256.toString() })
    const allowance = await chain.client.readContract({
      address: asset.address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, SWAP_CONTRACTS.router],
    })
    return c.json({ allowance: allowance.toString() })
  })

  app.get('/v1/convert/build-approve', async (c) => {
    const { chain, from } = parsePair(ctx, {
      ...c.req.query(),
      amount: c.req.query('amount') ?? '1',
    })
    const user = parseSwapAccount(c.req.query('userAddress'), chain)
    if (from.native) httpError(400, 'Native token needs no approval', { from: c.req.query('from') })
    const amount =
      c.req.query('amount') === undefined ? maxUint256 : parseSwapAmount(c.req.query('amount'))
    return c.json({
      tx: {
        from: `${chain.caipNetworkId}:${user}`,
        to: `${chain.caipNetworkId}:${from.address}`,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [SWAP_CONTRACTS.router, amount],
        }),
        value: '0',
        eip155: {
          gas: APPROVE_GAS.toString(),
          gasPrice: (await chain.client.getGasPrice()).toString(),
        },
      },
    })
  })

  app.post('/v1/convert/build-transaction', async (c) => {
    const body: unknown = await c.req.json()
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      httpError(400, 'Invalid body')
    const input = body as Record<string, unknown>
    const { chain, from, to, amount } = parsePair(ctx, input)
    const user = parseSwapAccount(input.userAddress, chain)
    const eip155 = input.eip155
    const slippageBps = parseSlippage(
      typeof eip155 === 'object' && eip155 !== null
        ? (eip155 as { slippage?: unknown }).slippage
        : undefined,
    )
    const quote = await requireQuote(chain, from, to, amount)
    const block = await chain.client.getBlock()
    const deadline = block.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
    const call = encodeSwapCall({
      from,
      to,
      amountIn: amount,
      quotedOut: quote.amountOut,
      path: quote.path,
      slippageBps,
      recipient: user,
      deadline,
    })
    const gasPrice = await chain.client.getGasPrice()
    let gas = swapGas(quote)
    if (input.disableEstimate !== true) {
      try {
        // 20 % above the estimate: the pool may move a little before it is mined.
        gas =
          ((await chain.client.estimateGas({
            account: user,
            to: SWAP_CONTRACTS.router,
            data: call.data,
            value: call.value,
          })) *
            6n) /
          5n
      } catch (error) {
        httpError(422, 'Swap would fail', { reason: revertReason(error) })
      }
    }
    return c.json({
      tx: {
        from: `${chain.caipNetworkId}:${user}`,
        to: `${chain.caipNetworkId}:${SWAP_CONTRACTS.router}`,
        data: call.data,
        amount: call.value.toString(),
        eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        toAmount: quote.amountOut.toString(),
        minimumAmountOut: call.minimumOut.toString(),
        slippage: (Number(slippageBps) / 100).toString(),
        deadline: deadline.toString(),
        path: quote.path.map((address) => `${chain.caipNetworkId}:${address}`),
      },
    })
  })
}

function iconRequest(c: Context) {
  return { projectId: c.req.query('projectId') ?? '', st: c.req.query('st'), sv: c.req.query('sv') }
}

function parsePair(
  ctx: CloudContext,
  input: Record<string, unknown>,
): { chain: RunningChain; from: SwapAsset; to: SwapAsset; amount: bigint } {
  const from = parseSwapToken(ctx, input.from, 'from')
  const to = parseSwapToken(ctx, input.to, 'to')
  if (from.chain.chainId !== to.chain.chainId)
    httpError(400, 'Invalid token pair', { reason: 'from and to are on different chains' })
  if (from.asset === to.asset)
    httpError(400, 'Invalid token pair', { reason: 'from and to are the same token' })
  return {
    chain: from.chain,
    from: from.asset,
    to: to.asset,
    amount: parseSwapAmount(input.amount),
  }
}

async function requireQuote(
  chain: RunningChain,
  from: SwapAsset,
  to: SwapAsset,
  amount: bigint,
): Promise<SwapQuoteResult> {
  const quote = await quoteSwap(chain, from, to, amount)
  if (!quote)
    httpError(400, 'Insufficient liquidity', {
      reason: `no pool on this chain swaps ${from.symbol} to ${to.symbol}`,
    })
  return quote
}

function swapGas(quote: SwapQuoteResult): bigint {
  return SWAP_GAS.firstHop + SWAP_GAS.perExtraHop * BigInt(quote.path.length - 2)
}

function revertReason(error: unknown): string {
  const e = error as { shortMessage?: string; details?: string; message?: string }
  const text = `${e.details ?? ''} ${e.shortMessage ?? ''} ${e.message ?? ''}`
  const known = /(UniswapV2[A-Za-z]*: [A-Z_]+|TransferHelper: [A-Z_]+)/.exec(text)
  return known?.[1] ?? e.shortMessage ?? 'the transaction reverts'
}
