// Response shapes of the HTTP APIs (SPEC.md §7). The fields SPEC.md §3/§7 names are validated by
// each client; anything else the server sends passes through untyped (`[key: string]: unknown`).
import type {
  HttpNetworkError,
  HttpRequestError,
  HttpTimeoutError,
  InvalidResponseError,
} from '../errors/http'
import type { RequestAbortedError } from '../errors/request'
import type { TokenBalance, Transaction } from '../validation/types'

export type { TokenBalance, Transaction }

/** `GET /v1/supported-chains`: CAIP-2 ids the RPC proxy serves over HTTP and WebSocket. */
export type SupportedChains = { http: string[]; ws: string[] }

/** `GET /v1/identity/{address}`: name and avatar of an address (null when none). */
export type Identity = { name: string | null; avatar: string | null; [key: string]: unknown }

/** `GET /v1/account/{address}/history`: one page of transactions and the next page's cursor. */
export type TransactionHistory = { data: Transaction[]; next: string | null }

/** `GET /v1/account/{address}/balance`. */
export type Balances = { balances: TokenBalance[] }

/** One quote of `GET /v1/convert/quotes`; amounts are integers in the token's decimals. */
export type SwapQuote = {
  id?: string | null | undefined
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  [key: string]: unknown
}

/** `GET /v1/convert/quotes`. */
export type SwapQuotes = { quotes: SwapQuote[] }

/** One token of `GET /v1/convert/tokens`; `address` is CAIP-10 (`eip155:1:0x...`). */
export type SwapToken = {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
  eip2612?: boolean | undefined
  [key: string]: unknown
}

/** `GET /v1/convert/tokens`. */
export type SwapTokens = { tokens: SwapToken[] }

/** `GET /v1/convert/allowance`: the amount the swap contract may spend. */
export type SwapAllowance = { allowance: string }

/** `GET /v1/convert/gas-price`, in wei. */
export type GasPrice = { standard: string; fast: string; instant: string }

/** `GET /v1/convert/build-approve`: the approve transaction to send before a swap. */
export type ApproveTransaction = {
  tx: {
    from?: string | undefined
    to: string
    data: string
    value: string
    eip155?: { gasPrice: string } | undefined
    [key: string]: unknown
  }
}

/** `POST /v1/convert/build-transaction`: the swap transaction to send. */
export type SwapTransaction = {
  tx: {
    from: string
    to: string
    data: string
    amount: string
    eip155?: { gas: string; gasPrice: string } | undefined
    [key: string]: unknown
  }
}

/** One price of `POST /v1/fungible/price`. */
export type TokenPrice = {
  name: string
  symbol: string
  iconUrl: string
  price: number
  address?: string | undefined
  [key: string]: unknown
}

/** `POST /v1/fungible/price`. */
export type TokenPrices = { fungibles: TokenPrice[] }

/** A registered account name (`/v1/profile/account/{name}`, `/v1/profile/reverse/{address}`). */
export type NameProfile = {
  name: string
  /** Unix time of the registration. */
  registered?: number | undefined
  /** Unix time of the last update. */
  updated?: number | undefined
  /** Addresses by ENSIP-11 coin type. */
  addresses?: Record<string, { address: string; [key: string]: unknown }> | undefined
  [key: string]: unknown
}

/** A name suggestion. */
export type NameSuggestion = {
  name: string
  registered?: boolean | undefined
  [key: string]: unknown
}

/** `GET /v1/profile/suggestions/{name}`. */
export type NameSuggestions = { suggestions: NameSuggestion[] }

/** A currency amount of an on-ramp quote. */
export type OnrampAmount = { value: string; currency: string }

/** `GET /v1/onramp/options`: what can be paid with and what can be bought. */
export type OnrampOptions = {
  paymentCurrencies: { id: string; [key: string]: unknown }[]
  purchaseCurrencies: { id: string; name: string; symbol: string; [key: string]: unknown }[]
}

/** `POST /v1/onramp/quote`. */
export type OnrampQuote = {
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  paymentSubtotal?: OnrampAmount | undefined
  coinbaseFee?: OnrampAmount | undefined
  networkFee?: OnrampAmount | undefined
  quoteId?: string | undefined
  [key: string]: unknown
}

/** `GET /v1/sessions/{id}`: the permission-controller ids (PCIs) of an account's sessions. */
export type Session = { pci: string[]; [key: string]: unknown }

/** One wallet of the registry. */
export type WalletListEntry = {
  id: string
  name: string
  image_id?: string | null | undefined
  rdns?: string | null | undefined
  /** CAIP-2 ids the wallet supports. */
  chains?: string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  [key: string]: unknown
}

/** `GET /getWallets`: one page of wallets and the total count. */
export type WalletList = { data: WalletListEntry[]; count: number }

/** `GET /getAnalyticsConfig`. */
export type AnalyticsConfig = { isAnalyticsEnabled: boolean }

/** Options every API call accepts. */
export type ApiRequestOptions = {
  /** Aborts the request (`RequestAbortedError`). */
  signal?: AbortSignal | undefined
}

/** What an API call can throw: transport errors of the HTTP client, or a malformed body. */
export type ApiErrorType =
  | HttpRequestError
  | HttpTimeoutError
  | HttpNetworkError
  | RequestAbortedError
  | InvalidResponseError
