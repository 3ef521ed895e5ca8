import { getSwapTokens } from '../api/blockchain/getSwapTokens'
import { getTokenPrices } from '../api/blockchain/getTokenPrices'
import type { AirlockCore } from '../createAirlockCore'
import { SwapsNetworkNotSupportedError } from '../errors/network'
import { getApiClient } from '../http/getApiClient'
import { isSwapSupported } from '../networks/isSwapSupported'
import { ensureSwapState, type SwapState } from '../state/swapState'
import { isNativeSwapToken } from './isNativeSwapToken'

export type FetchSwapTokensErrorType = SwapsNetworkNotSupportedError

/**
 * Loads the tokens that can be swapped on the active network (`GET /v1/convert/tokens`) and
 * their USD prices (`POST /v1/fungible/price`) into `state.swap`, and picks the native token as
 * the one to swap from when none is picked. Off the swap networks it sets the
 * form's error and throws `Network not supported for Swaps`; a failed request
 * marks the list `failed` and rethrows.
 *
 * @example
 * const { tokens } = await fetchSwapTokens(core)
 */
export async function fetchSwapTokens(core: AirlockCore): Promise<SwapState> {
  const swap = ensureSwapState(core)
  const network = core.state.chain.activeNetwork
  if (!isSwapSupported(network)) {
    swap.tokensStatus = 'failed'
    swap.error = { messageId: 'networkNotSupportedForSwaps' }
    throw new SwapsNetworkNotSupportedError({ caipNetworkId: network.caipNetworkId })
  }
  swap.tokensStatus = 'loading'
  const api = getApiClient(core, 'api')
  try {
    const { tokens } = await getSwapTokens(api, { chainId: network.caipNetworkId })
    const prices: Record<string, number> = {}
    // Prices are a nicety of the form (USD values, price impact): a failure leaves them out.
    const { fungibles } = await getTokenPrices(api, {
      currency: 'usd',
      addresses: tokens.map((token) => token.address),
    }).catch(() => ({ fungibles: [] }))
    for (const fungible of fungibles)
      if (fungible.address) prices[fungible.address.toLowerCase()] = fungible.price
    // The native token's price as the balances know it, when the price route did not say.
    const native = tokens.find(isNativeSwapToken)
    const nativeBalance = core.state.send.tokenBalances.find(
      (balance) => balance.address === undefined && balance.chainId === network.caipNetworkId,
    )
    if (native && prices[native.address.toLowerCase()] === undefined && nativeBalance?.price)
      prices[native.address.toLowerCase()] = nativeBalance.price
    Object.assign(swap, { tokens, prices, tokensStatus: 'ready' } satisfies Partial<SwapState>)
    if (!swap.sourceToken && native) swap.sourceToken = native
    if (swap.error?.messageId === 'networkNotSupportedForSwaps') swap.error = undefined
  } catch (error) {
    swap.tokensStatus = 'failed'
    throw error
  }
  return swap
}
