import type { ConnectedWalletInfo, ConnectionStatus } from '@airlock/core'
import { useSnapshot } from 'valtio/react'
import type { CaipAddress, ChainNamespace } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockAccountParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type UseAirlockAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  isConnected: boolean
  status: ConnectionStatus
  /** The native balance as formatted by the adapter, e.g. `1.5`; `0.00` when unavailable. */
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  /** The wallet that connected. */
  walletInfo: ConnectedWalletInfo | undefined
}

/**
 * The connected account of a namespace, as core holds it.
 *
 * @example
 * const { address, isConnected, balance, balanceSymbol } = useAirlockAccount()
 */
export function useAirlockAccount(
  parameters: UseAirlockAccountParameters = {},
): UseAirlockAccountReturnType {
  const { core } = useAirlockInstance()
  const chain = useSnapshot(core.state.chain)
  const namespace = parameters.namespace ?? chain.activeNamespace
  const account = chain.accounts[namespace]
  const status = account?.status ?? 'disconnected'
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: status === 'connected',
    status,
    balance: account?.balance,
    balanceSymbol: account?.balanceSymbol,
    profileName: account?.profileName,
    profileImage: account?.profileImage,
    walletInfo: account?.connectedWalletInfo,
  }
}
