import type { SwapToken } from '../api/types'
import type { CaipNetworkId } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'

/** What a quote of the swap form said, in the two tokens' smallest units. */
export type SwapQuoteState = {
  /** The amount swapped, in the source token's decimals. */
  fromAmount: bigint
  /** The amount the pool gives now, in the destination token's decimals. */
  toAmount: bigint
  /** The least the swap may give with the slippage setting; the router reverts below it. */
  minimumReceived: bigint
  /** How much worse than the market price the quote is, in percent (0 when prices are unknown). */
  priceImpact: number
  /** The pool's fee, in the source token's decimals. */
  fee: bigint
}

/** The message of a failed swap step: a catalogue id, with the server's words when it gave any. */
export type SwapError = {
  messageId: 'networkNotSupportedForSwaps' | 'swapQuoteFailed' | 'swapFailed' | 'swapApproveFailed'
  /** The server's or wallet's own message, for a tooltip or the console. */
  detail?: string | undefined
}

/**
 * The swap form, created by the first swap action (not part of the first
 * load) and started again on another network.
 */
export type SwapState = {
  /** The network the form belongs to. */
  network: CaipNetworkId | undefined
  /** Tokens of `GET /v1/convert/tokens` on that network. */
  tokens: SwapToken[]
  tokensStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** USD price per whole token, by lower-cased CAIP-10 address. */
  prices: Record<string, number>
  sourceToken: SwapToken | undefined
  toToken: SwapToken | undefined
  /** The side the token picker (SwapSelectToken) chooses for. */
  tokenSide: 'source' | 'to'
  /** The amount typed, in whole source tokens. */
  sourceTokenAmount: string
  /** The quote's amount, in whole destination tokens; empty without a quote. */
  toTokenAmount: string
  /** Which amount the visitor typed: what to pay, or what to receive (`typedToAmount`). */
  amountSide: 'source' | 'to'
  /** The amount to receive as typed, when `amountSide` is `'to'`. */
  typedToAmount: string
  quote: SwapQuoteState | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** The router may not spend enough of the source token yet: approve first. */
  approvalNeeded: boolean
  /** The network fee of the swap in USD. */
  gasPriceInUSD: number | undefined
  /** What is in flight: nothing, the approve or the swap. */
  status: 'idle' | 'approving' | 'swapping'
  /** The last failure of the form; cleared by the next quote. */
  error: SwapError | undefined
}

/**
 * The instance's swap form, created on first use and emptied when the active network changed.
 *
 * @example
 * const swap = ensureSwapState(core)
 * swap.tokens // []
 */
export function ensureSwapState(core: AirlockCore): SwapState {
  const network = core.state.chain.activeNetwork.caipNetworkId
  if (!core.state.swap || core.state.swap.network !== network)
    core.state.swap = {
      network,
      tokens: [],
      tokensStatus: 'idle',
      prices: {},
      sourceToken: undefined,
      toToken: undefined,
      tokenSide: 'to',
      sourceTokenAmount: '',
      toTokenAmount: '',
      amountSide: 'source',
      typedToAmount: '',
      quote: undefined,
      quoteStatus: 'idle',
      approvalNeeded: false,
      gasPriceInUSD: undefined,
      status: 'idle',
      error: undefined,
    }
  // Read back through the proxy: valtio proxies a copy, so writes must go to what it holds.
  return core.state.swap as SwapState
}
