import type { ChainNamespace } from '../caip/types'
import { BALANCE_FALLBACK } from '../constants/limits'
import { BALANCE_RETRY_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { ErrorMessages } from '../errors/messages'
import { getAccount } from './getAccount'
import { getTransactionContext } from './getTransactionContext'
import { setBalance } from './setBalance'
import { showSnackbar } from './showSnackbar'

export type FetchBalanceParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  /** The current time (ms since epoch); default `Date.now()`. */
  now?: number
}

export type FetchBalanceReturnType = { balance: string; symbol: string }

export type FetchBalanceErrorType = NoActiveCaipAddressError

/**
 * Fetches the connected account's native balance through its adapter and shows it. When the fetch
 * fails or the network is not supported, the balance shows the fallback `0.00 ETH`, the toast
 * `Token Balance Unavailable` appears, and the next fetch waits 30 s: until then this resolves to
 * the balance shown without asking again (SPEC.md §8, §9). Throws only without an account.
 *
 * @example
 * const { balance, symbol } = await fetchBalance(core)
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
    return {
      balance: account?.balance ?? BALANCE_FALLBACK.value,
      symbol: account?.balanceSymbol ?? BALANCE_FALLBACK.symbol,
    }
  }
  try {
    const { adapter, address, network } = getTransactionContext(core, namespace)
    const result = await adapter.getBalance({ address, network })
    send.lastRetry = undefined
    setBalance(core, { namespace, balance: result.balance, symbol: result.symbol })
    return { balance: result.balance, symbol: result.symbol }
  } catch {
    send.lastRetry = now
    setBalance(core, {
      namespace,
      balance: BALANCE_FALLBACK.value,
      symbol: BALANCE_FALLBACK.symbol,
    })
    showSnackbar(core, { message: ErrorMessages.TOKEN_BALANCE_UNAVAILABLE, variant: 'error' })
    return { balance: BALANCE_FALLBACK.value, symbol: BALANCE_FALLBACK.symbol }
  }
}
