import type { ChainAdapter } from '../adapter/types'
import type { CaipAddress, ChainNamespace } from '../caip/types'
import { BALANCE_FALLBACK } from '../constants/limits'
import { BALANCE_RETRY_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { getApiClient } from '../http/getApiClient'
import type { Network } from '../networks/types'
import { cacheKey } from '../storage/cacheKey'
import { CACHE_TTL_MS } from '../storage/keys'
import { filterBalances } from '../validation/filterBalances'
import type { TokenBalance } from '../validation/types'
import { getAccount } from './getAccount'
import { getTransactionContext } from './getTransactionContext'
import { setBalance } from './setBalance'
import { showApiErrorAlert } from './showApiErrorAlert'
import { showSnackbar } from './showSnackbar'

export type FetchBalanceParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** The current time (ms since epoch); default `Date.now()`. */
  now?: number
  /** Ask the service even when the 30 s cache is fresh (after a transaction). */
  force?: boolean
}

export type FetchBalanceReturnType = {
  /** The native balance in whole units (`quantity.numeric`), e.g. `'9998.5'`. */
  balance: string
  symbol: string
  /** Native and token balances, 0-decimal tokens dropped. */
  balances: TokenBalance[]
}

export type FetchBalanceErrorType = NoActiveCaipAddressError

/**
 * Fetches the connected account's balances, native and tokens, from the Blockchain API
 * (`GET /v1/account/{address}/balance` for the active network) into one place:
 * `state.send.tokenBalances` (0-decimal tokens dropped) with `balancesStatus`, and the
 * account's `balance` / `balanceSymbol` from the native entry. Answers are cached in storage for
 * 30 s (`@airlock/cache/portfolio/{caipAddress}`). A network the API does not list in
 * `/v1/supported-chains` gets its native balance from the wallet's RPC through the adapter instead
 * (cached as `nativeBalance`). When the fetch fails the balance shows `0.00 ETH`, the toast
 * `Token Balance Unavailable` appears (a 403 also shows its alert), and the next fetch waits 30 s:
 * until then this resolves to what is shown without asking again. Concurrent
 * calls for the same account share one request. Throws only without an account.
 *
 * @example
 * const { balance, symbol, balances } = await fetchBalance(core)
 */
export async function fetchBalance(
  core: AirlockCore,
  parameters: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const namespace = parameters.namespace ?? core.state.chain.activeNamespace
  const now = parameters.now ?? Date.now()
  const account = getAccount(core, namespace)
  if (account?.address === undefined) throw new NoActiveCaipAddressError()
  const { send } = core.state
  if (send.lastRetry !== undefined && now - send.lastRetry < BALANCE_RETRY_MS) {
    if (send.balancesStatus !== 'ready') send.balancesStatus = 'failed'
    return {
      balance: account.balance ?? BALANCE_FALLBACK.value,
      symbol: account.balanceSymbol ?? BALANCE_FALLBACK.symbol,
      balances: [...send.tokenBalances],
    }
  }
  let context: { adapter: ChainAdapter; address: string; network: Network }
  try {
    context = getTransactionContext(core, namespace)
  } catch (error) {
    return fail(core, namespace, now, error)
  }
  const caipAddress: CaipAddress = `${context.network.caipNetworkId}:${context.address}`
  const key = `${caipAddress}${parameters.force ? '!' : ''}`
  const pending = core.internals.pendingBalances.get(key)
  if (pending) return pending
  if (send.balancesFor !== caipAddress) {
    send.tokenBalances = []
    send.balancesFor = caipAddress
    send.balancesStatus = 'loading'
  } else if (send.balancesStatus !== 'ready') send.balancesStatus = 'loading'
  const request = loadBalances(core, context, caipAddress, now, parameters.force === true).then(
    (balances) => {
      // The send form moved on to another account while this was in flight (another namespace's
      // fetch, as two namespaces reconnect together): its token list is not this answer's, but
      // the account's own balance still is, while the account is the one asked about.
      if (send.balancesFor !== caipAddress) {
        const summary = summarize(balances, context.network)
        if (getAccount(core, namespace)?.caipAddress === caipAddress)
          setBalance(core, { namespace, balance: summary.balance, symbol: summary.symbol })
        return summary
      }
      send.lastRetry = undefined
      send.tokenBalances = balances
      send.balancesStatus = 'ready'
      const summary = summarize(balances, context.network)
      setBalance(core, { namespace, balance: summary.balance, symbol: summary.symbol })
      return summary
    },
    (error: unknown) => fail(core, namespace, now, error),
  )
  core.internals.pendingBalances.set(key, request)
  try {
    return await request
  } finally {
    core.internals.pendingBalances.delete(key)
  }
}

async function loadBalances(
  core: AirlockCore,
  { adapter, address, network }: { adapter: ChainAdapter; address: string; network: Network },
  caipAddress: CaipAddress,
  now: number,
  force: boolean,
): Promise<TokenBalance[]> {
  const { storage } = core
  const portfolioKey = cacheKey('portfolio', caipAddress)
  const nativeKey = cacheKey('nativeBalance', caipAddress)
  if (!force) {
    const cached =
      storage.getCached<TokenBalance[]>(portfolioKey, CACHE_TTL_MS.portfolio, now) ??
      storage.getCached<TokenBalance[]>(nativeKey, CACHE_TTL_MS.nativeBalance, now)
    if (Array.isArray(cached)) return cached
  }
  // The API client and its response schemas load on first use (`import()`), so a dapp that
  // imports this action (to refresh after a send, say) does not carry them in its first load.
  const [{ isBalanceApiNetwork }, { getBalance }] = await Promise.all([
    import('./isBalanceApiNetwork'),
    import('../api/blockchain/getBalance'),
  ])
  if (await isBalanceApiNetwork(core, network)) {
    const { balances } = await getBalance(getApiClient(core, 'api'), {
      address,
      chainId: network.caipNetworkId,
      currency: 'usd',
    })
    const kept = filterBalances(balances)
    storage.setCached(portfolioKey, kept, now)
    return kept
  }
  // A network the API does not serve: the native balance from the wallet's RPC, unpriced.
  const native = await adapter.getBalance({ address, network })
  const balances: TokenBalance[] = [
    {
      name: network.nativeCurrency.name,
      symbol: native.symbol,
      chainId: network.caipNetworkId,
      value: 0,
      price: 0,
      quantity: { decimals: String(network.nativeCurrency.decimals), numeric: native.balance },
      iconUrl: '',
    },
  ]
  storage.setCached(nativeKey, balances, now)
  return balances
}

function summarize(balances: readonly TokenBalance[], network: Network): FetchBalanceReturnType {
  const native = balances.find(
    (balance) => balance.address === undefined && balance.chainId === network.caipNetworkId,
  )
  return {
    balance: native?.quantity.numeric ?? '0',
    symbol: native?.symbol ?? network.nativeCurrency.symbol,
    balances: [...balances],
  }
}

function fail(
  core: AirlockCore,
  namespace: ChainNamespace,
  now: number,
  error: unknown,
): FetchBalanceReturnType {
  const { send } = core.state
  send.lastRetry = now
  send.tokenBalances = []
  send.balancesStatus = 'failed'
  setBalance(core, { namespace, balance: BALANCE_FALLBACK.value, symbol: BALANCE_FALLBACK.symbol })
  showSnackbar(core, { messageId: 'tokenBalanceUnavailable', variant: 'error' })
  showApiErrorAlert(core, error)
  return { balance: BALANCE_FALLBACK.value, symbol: BALANCE_FALLBACK.symbol, balances: [] }
}
