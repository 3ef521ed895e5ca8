import { isNativeSwapToken, type SwapToken } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/** A swap token's balance on the active network: whole tokens as a decimal string, and in USD. */
export type SwapBalance = { quantity: string; value: number }

/**
 * The connected account's balance of each swap token (core's `state.send.tokenBalances`, which
 * Account fetched): a lookup by token, `undefined` for a token the account does not hold.
 *
 * @example
 * const balanceOf = useSwapBalances()
 * balanceOf(token)?.quantity // '1.5'
 */
export function useSwapBalances(): (token: Pick<SwapToken, 'address'>) => SwapBalance | undefined {
  const { core } = useAirlockInstance()
  const { send, chain } = useSnapshot(core.state)
  const network = chain.activeNetwork.caipNetworkId
  return (token) => {
    const native = isNativeSwapToken(token)
    const address = token.address.toLowerCase()
    const balance = send.tokenBalances.find(
      (item) =>
        item.chainId === network &&
        (native ? item.address === undefined : item.address?.toLowerCase() === address),
    )
    return balance ? { quantity: balance.quantity.numeric, value: balance.value } : undefined
  }
}
