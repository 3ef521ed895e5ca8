import {
  type AirlockCore,
  getWallets,
  RECOMMENDED_WALLETS_COUNT,
  type WalletListEntry,
} from '@airlock/core'
import { useEffect, useState } from 'react'
import { registryFilters } from '../../internal/registryFilters'
import type { ApiClients } from '../../internal/useApiClients'

export type RegistryWallets = {
  /** Featured wallets (in `featuredWalletIds` order) then the recommended ones. */
  wallets: WalletListEntry[]
  /** How many wallets the registry has for the configured chains; `undefined` until known. */
  count: number | undefined
}

/**
 * The registry wallets the Connect view lists: the featured ones and 4 recommended (SPEC.md §9).
 * A registry that cannot be reached leaves the list to the installed wallets.
 */
export function useRegistryWallets(core: AirlockCore, clients: ApiClients): RegistryWallets {
  const [result, setResult] = useState<RegistryWallets>({ wallets: [], count: undefined })
  useEffect(() => {
    const controller = new AbortController()
    const filters = registryFilters(core)
    const { featuredWalletIds } = core.options
    const featured = featuredWalletIds.length
      ? getWallets(clients.registry, {
          ...filters,
          include: featuredWalletIds,
          entries: featuredWalletIds.length,
          signal: controller.signal,
        })
      : Promise.resolve({ data: [], count: 0 })
    const recommended = getWallets(clients.registry, {
      ...filters,
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT,
      signal: controller.signal,
    })
    Promise.all([featured, recommended]).then(
      ([first, second]) =>
        setResult({ wallets: [...first.data, ...second.data], count: second.count }),
      () => undefined,
    )
    return () => controller.abort()
  }, [core, clients])
  return result
}
