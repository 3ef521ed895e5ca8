import { useSyncExternalStore } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import type { EmbeddedWallet, EmbeddedWalletSnapshot } from './types'

const noSubscription = () => () => undefined
const noSnapshot = () => undefined

/**
 * The embedded wallet and its current snapshot (re-renders on every change), or `undefined`s
 * when the adapters have none.
 *
 * @example
 * const { wallet, snapshot } = useEmbeddedWallet()
 */
export function useEmbeddedWallet(): {
  wallet: EmbeddedWallet | undefined
  snapshot: EmbeddedWalletSnapshot | undefined
} {
  const { core } = useAirlockInstance()
  const wallet = getEmbeddedWallet(core)
  const snapshot = useSyncExternalStore(
    wallet ? wallet.subscribe : noSubscription,
    wallet ? wallet.getSnapshot : noSnapshot,
    wallet ? wallet.getSnapshot : noSnapshot,
  )
  return { wallet, snapshot }
}
