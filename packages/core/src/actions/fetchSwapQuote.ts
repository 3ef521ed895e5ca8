import { getGasPrice } from '../api/blockchain/getGasPrice'
import { getSwapAllowance } from '../api/blockchain/getSwapAllowance'
import { getSwapQuote } from '../api/blockchain/getSwapQuote'
import { SWAP_SLIPPAGE } from '../constants/limits'
import { SWAP_GAS_ESTIMATE } from '../constants/swap'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureSwapState, type SwapQuoteState, type SwapState } from '../state/swapState'
import { formatUnits } from '../units/formatUnits'
import { parseUnits } from '../units/parseUnits'
import { getTransactionContext } from './getTransactionContext'
import { isNativeSwapToken } from './isNativeSwapToken'
import { swapError } from './swapError'

/** Uniswap v2's fee on the amount in: 0.3 %. */
const POOL_FEE_PER_MILLE = 3n

// One token per instance: only the answer to the latest request is shown.
const latest = new WeakMap<AirlockCore, object>()

/**
 * Quotes the swap the form describes now (`state.swap`: the two tokens and the amount typed)
 * with `GET /v1/convert/quotes`, and with it the allowance the router has for an ERC-20 source
 * (`GET /v1/convert/allowance`: `approvalNeeded` when short), the gas price
 * (`GET /v1/convert/gas-price`) and from them the network fee in USD, the price impact against
 * the tokens' USD prices, the pool fee and the minimum received with the slippage (1 %).
 * An answer that arrives after a newer request, or after the form changed, is
 * ignored (resolves `undefined`). A failure sets `quoteStatus: 'failed'` and the form's error.
 *
 * @example
 * core.state.swap.sourceTokenAmount = '0.5'
 * const quote = await fetchSwapQuote(core)
 */
export async function fetchSwapQuote(core: AirlockCore): Promise<SwapQuoteState | undefined> {
  const swap = ensureSwapState(core)
  const token = {}
  latest.set(core, token)
  const { sourceToken, toToken, sourceTokenAmount } = swap
  let fromAmount: bigint
  try {
    fromAmount = parseUnits(sourceTokenAmount.trim() || '0', sourceToken?.decimals ?? 18)
  } catch {
    fromAmount = 0n
  }
  if (!sourceToken || !toToken || fromAmount <= 0n) {
    Object.assign(swap, {
      quote: undefined,
      toTokenAmount: '',
      quoteStatus: 'idle',
      approvalNeeded: false,
      gasPriceInUSD: undefined,
    } satisfies Partial<SwapState>)
    return undefined
  }
  swap.quoteStatus = 'loading'
  const stale = () =>
    latest.get(core) !== token ||
    swap.sourceToken?.address !== sourceToken.address ||
    swap.toToken?.address !== toToken.address ||
    swap.sourceTokenAmount !== sourceTokenAmount
  try {
    const { address, network } = getTransactionContext(core)
    const userAddress = `${network.caipNetworkId}:${address}`
    const api = getApiClient(core, 'api')
    const needsAllowance = !isNativeSwapToken(sourceToken)
    const allowanceRequest = needsAllowance
      ? getSwapAllowance(api, { tokenAddress: sourceToken.address, userAddress }).then(
          ({ allowance: value }) => BigInt(value),
        )
      : Promise.resolve(undefined)
    // Held until awaited below, so a rejection is not reported as unhandled meanwhile.
    allowanceRequest.catch(() => undefined)
    const { standard } = await getGasPrice(api, { chainId: network.caipNetworkId })
    const { quotes } = await getSwapQuote(api, {
      amount: fromAmount.toString(),
      userAddress,
      from: sourceToken.address,
      to: toToken.address,
      gasPrice: standard,
    })
    const allowance = await allowanceRequest
    if (stale()) return undefined
    const first = quotes[0]
    if (!first) throw new Error('No quote')
    const toAmount = BigInt(first.toAmount)
    const approvalNeeded = allowance !== undefined && allowance < fromAmount
    const price = (t: { address: string }) => swap.prices[t.address.toLowerCase()]
    const fromUsd =
      Number(formatUnits(fromAmount, sourceToken.decimals)) * (price(sourceToken) ?? 0)
    const toUsd = Number(formatUnits(toAmount, toToken.decimals)) * (price(toToken) ?? 0)
    const nativeToken = swap.tokens.find(isNativeSwapToken)
    // The cloud's own figures when it gives them (README of apps/cloud "Swap"), else ours.
    const extra = first as {
      priceImpact?: unknown
      fee?: { amount?: unknown }
      networkFee?: unknown
    }
    const serverImpact = Number(extra.priceImpact)
    const networkFee =
      (typeof extra.networkFee === 'string'
        ? BigInt(extra.networkFee)
        : SWAP_GAS_ESTIMATE.swap * BigInt(standard)) +
      (approvalNeeded ? SWAP_GAS_ESTIMATE.approve * BigInt(standard) : 0n)
    const quote: SwapQuoteState = {
      fromAmount,
      toAmount,
      minimumReceived: (toAmount * BigInt(10_000 - SWAP_SLIPPAGE * 100)) / 10_000n,
      priceImpact:
        typeof extra.priceImpact === 'string' && Number.isFinite(serverImpact)
          ? serverImpact
          : fromUsd > 0 && toUsd > 0
            ? Math.max(0, (1 - toUsd / fromUsd) * 100)
            : 0,
      fee:
        typeof extra.fee?.amount === 'string'
          ? BigInt(extra.fee.amount)
          : (fromAmount * POOL_FEE_PER_MILLE) / 1000n,
    }
    Object.assign(swap, {
      quote,
      toTokenAmount: formatUnits(toAmount, toToken.decimals),
      quoteStatus: 'ready',
      approvalNeeded,
      gasPriceInUSD:
        Number(formatUnits(networkFee, 18)) * (nativeToken ? (price(nativeToken) ?? 0) : 0),
      error: undefined,
    } satisfies Partial<SwapState>)
    return quote
  } catch (error) {
    if (stale()) return undefined
    Object.assign(swap, {
      quote: undefined,
      toTokenAmount: '',
      quoteStatus: 'failed',
      error: swapError('swapQuoteFailed', error),
    } satisfies Partial<SwapState>)
    return undefined
  }
}
