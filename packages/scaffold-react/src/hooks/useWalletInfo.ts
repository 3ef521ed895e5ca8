import type { ConnectedWalletInfo } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import type { ChainNamespace } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

export type UseWalletInfoReturnType = {
  /** Name, icon and rdns of the connected wallet; `undefined` when disconnected. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The wallet that is connected (`connectedWalletInfo`).
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 * walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo(namespace?: ChainNamespace): UseWalletInfoReturnType {
  const { core } = useAirlockInstance()
  const chain = useSnapshot(core.state.chain)
  const account = chain.accounts[namespace ?? chain.activeNamespace]
  return {
    walletInfo: account?.status === 'connected' ? account.connectedWalletInfo : undefined,
  }
}
