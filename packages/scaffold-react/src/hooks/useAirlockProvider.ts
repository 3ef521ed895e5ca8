import type { Eip1193Provider } from '@airlock/core'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import type { ChainNamespace } from '../internal/coreTypes'
import { useAirlockInstance } from './useAirlockInstance'

/** The connected wallet's EIP-1193 provider, or `undefined`. */
export type UseAirlockProviderReturnType = Eip1193Provider | undefined

/**
 * The EIP-1193 provider of the wallet connected on `namespace` (its adapter's `getProvider`), for
 * talking to the wallet directly, e.g. with viem's `custom` transport; `undefined` while that
 * namespace is not connected (and for the moment the adapter takes to hand it over). It changes
 * when the connected account does.
 *
 * @example
 * const provider = useAirlockProvider('eip155')
 * const accounts = await provider?.request({ method: 'eth_accounts' })
 * const client = provider && createWalletClient({ transport: custom(provider) })
 */
export function useAirlockProvider(namespace: ChainNamespace): UseAirlockProviderReturnType {
  const { core } = useAirlockInstance()
  const account = useSnapshot(core.state.chain).accounts[namespace]
  const key = account?.status === 'connected' ? account.address : undefined
  const [held, setHeld] = useState<{ key: string; provider: Eip1193Provider | undefined }>()
  useEffect(() => {
    const adapter = core.adapters[namespace]
    if (key === undefined || !adapter?.getProvider) return undefined
    let current = true
    adapter.getProvider().then(
      (provider) => {
        if (current) setHeld({ key, provider })
      },
      () => {
        if (current) setHeld({ key, provider: undefined })
      },
    )
    return () => {
      current = false
    }
  }, [core, namespace, key])
  return key !== undefined && held?.key === key ? held.provider : undefined
}
