import type { OnrampOptions, OnrampQuote } from '../api/types'
import type { AirlockCore } from '../createAirlockCore'

/** The payment methods of the on-ramp form (fallback limits: card 10-7500, bank 10-25000). */
export type OnrampPaymentMethod = 'card' | 'bank_account'

/** Where a purchase at the provider stands. */
export type OnrampPurchase = {
  /**
   * `opening`: the provider URL is being made; `pending`: the provider's window is open (or the
   * page is back from the provider and waits for the funds); `redirecting`: the browser blocked
   * the window and the page is going to the provider itself; `blocked`: the same where the tab
   * cannot keep the purchase (no `sessionStorage`), `url` is offered as a link; `completed`: the
   * funds arrived; `failed`: no URL could be made.
   */
  phase: 'opening' | 'pending' | 'redirecting' | 'blocked' | 'completed' | 'failed'
  /** The provider page. */
  url?: string | undefined
  /** The page came back from the provider (a redirect) and waits for the funds there. */
  resumed?: boolean | undefined
  /** When the purchase started (ms since epoch). */
  startedAt: number
  /** The crypto bought, once completed (`{ value, currency }`). */
  purchaseAmount?: { value: string; currency: string } | undefined
  /** The transaction that paid it, once completed. */
  txHash?: string | undefined
  /** The server's words when the URL could not be made. */
  detail?: string | undefined
}

/**
 * The buy form (OnRampProviders) and the purchase in progress, created by the first on-ramp
 * action (not part of the first load).
 */
export type OnrampState = {
  options: OnrampOptions | undefined
  optionsStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** Fiat paid with (`USD`). */
  paymentCurrency: string
  /** Crypto bought (`ETH`). */
  purchaseCurrency: string
  paymentMethod: OnrampPaymentMethod
  /** The fiat amount typed. */
  paymentAmount: string
  quote: OnrampQuote | undefined
  quoteStatus: 'idle' | 'loading' | 'ready' | 'failed'
  /** Why the last quote failed: the server's `error` (`Amount out of range`, ...) or a local check. */
  quoteError:
    | {
        messageId: 'onrampAmountRange' | 'onrampQuoteFailed'
        min?: number
        max?: number
        detail?: string
      }
    | undefined
  purchase: OnrampPurchase | undefined
}

/**
 * The instance's on-ramp state, created on first use.
 *
 * @example
 * ensureOnrampState(core).paymentAmount = '100'
 */
export function ensureOnrampState(core: AirlockCore): OnrampState {
  if (!core.state.onramp)
    core.state.onramp = {
      options: undefined,
      optionsStatus: 'idle',
      paymentCurrency: 'USD',
      purchaseCurrency: 'ETH',
      paymentMethod: 'card',
      paymentAmount: '',
      quote: undefined,
      quoteStatus: 'idle',
      quoteError: undefined,
      purchase: undefined,
    }
  // Read back through the proxy: valtio proxies a copy, so writes must go to what it holds.
  return core.state.onramp as OnrampState
}
