import { buildSwapTransaction } from '../api/blockchain/buildSwapTransaction'
import { SWAP_SLIPPAGE } from '../constants/limits'
import { TRANSACTION_RECEIPT_TIMEOUT_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureSwapState } from '../state/swapState'
import { fetchBalance } from './fetchBalance'
import { getTransactionContext } from './getTransactionContext'
import { isNativeSwapToken } from './isNativeSwapToken'
import { popTransactionStack } from './popTransactionStack'
import { pushTransactionStack } from './pushTransactionStack'
import { refreshActivity } from './refreshActivity'
import { sendTransaction } from './sendTransaction'
import { showSnackbar } from './showSnackbar'
import { swapError } from './swapError'
import { waitForSwapReceipt } from './waitForSwapReceipt'

export type SwapTokensReturnType = { hash: string } | undefined

/**
 * Swaps what the form's quote describes: builds the transaction with the 1 % slippage
 * (`POST /v1/convert/build-transaction`: the router reverts when it would give
 * less than the quote's minimum), sends it from the connected wallet (legacy type) and waits for
 * its receipt. On success shows `Transaction started`, goes back to Account, empties the amount
 * and refreshes the balances and the Activity list. A refusal, a revert (the price moved past
 * the slippage) or any failure keeps the form, sets its error (`swapFailed`, with the wallet's
 * or chain's words as detail) and resolves `undefined`.
 *
 * @example
 * await fetchSwapQuote(core)
 * if (!core.state.swap?.approvalNeeded) await swapTokens(core)
 */
export async function swapTokens(core: AirlockCore): Promise<SwapTokensReturnType> {
  const swap = ensureSwapState(core)
  const { sourceToken, toToken, quote } = swap
  if (!sourceToken || !toToken || !quote || swap.status !== 'idle') return undefined
  const { router } = core.state
  const depth = router.transactionStack.length
  pushTransactionStack(core, { view: 'Account' })
  swap.status = 'swapping'
  swap.error = undefined
  let hash: string
  try {
    const { address, network } = getTransactionContext(core)
    const { tx } = await buildSwapTransaction(getApiClient(core, 'api'), {
      amount: quote.fromAmount.toString(),
      userAddress: `${network.caipNetworkId}:${address}`,
      from: sourceToken.address,
      to: toToken.address,
      slippage: SWAP_SLIPPAGE,
    })
    // Built on the pool as it is now: when that gives less than the least the quote on screen
    // allowed, the price moved past the slippage since; nothing is sent.
    const now = (tx as { toAmount?: unknown }).toAmount
    if (typeof now === 'string' && BigInt(now) < quote.minimumReceived)
      throw new Error('UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT (the price moved)')
    hash = await sendTransaction(core, {
      // The cloud names the router as CAIP-10 (`eip155:1:0x...`); the wallet wants the address.
      to: tx.to.split(':').at(-1) as string,
      value: isNativeSwapToken(sourceToken) ? BigInt(tx.amount) : 0n,
      data: tx.data,
    })
    if ((await waitForSwapReceipt(core, hash)) === 'reverted')
      throw new Error(`Swap ${hash} reverted`)
  } catch (error) {
    swap.status = 'idle'
    if (router.transactionStack.length > depth) router.transactionStack.splice(depth, 1)
    swap.error = swapError('swapFailed', error)
    return undefined
  }
  swap.status = 'idle'
  popTransactionStack(core, 'success')
  Object.assign(swap, {
    sourceTokenAmount: '',
    toTokenAmount: '',
    quote: undefined,
    quoteStatus: 'idle',
    approvalNeeded: false,
    gasPriceInUSD: undefined,
  })
  showSnackbar(core, { messageId: 'transactionStarted', variant: 'success' })
  await Promise.all([
    fetchBalance(core, { force: true }).catch(() => undefined),
    // Until the swap is on top of Activity (the history indexes it shortly after the receipt).
    refreshActivity(core, hash, Date.now() + TRANSACTION_RECEIPT_TIMEOUT_MS).catch(() => undefined),
  ])
  return { hash }
}
