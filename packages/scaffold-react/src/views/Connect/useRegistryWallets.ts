import {
  type AirlockCore,
  getWallets,
  RECOMMENDED_WALLETS_COUNT,
  showApiErrorAlert,
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
 * Recommended wallets asked beyond the 4 shown: installed, recent and custom wallets the registry
 * also lists are shown in their own groups, so the page holds enough to still show 4.
 */
const RECOMMENDED_SPARE = 12

/**
 * The registry wallets the Connect view lists: the featured ones and the candidates for the 4
 * recommended (SPEC.md §9), which exclude the featured ids at the registry; the view keeps the
 * first 4 that are not listed already. A registry that cannot be reached leaves the list to the
 * installed wallets; one that refuses the project or origin (403) shows its alert.
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
    const exclude = [...new Set([...(filters.exclude ?? []), ...featuredWalletIds])]
    const recommended = getWallets(clients.registry, {
      ...filters,
      ...(exclude.length ? { exclude } : {}),
      page: 1,
      entries: RECOMMENDED_WALLETS_COUNT + RECOMMENDED_SPARE,
      signal: controller.signal,
    })
    Promise.all([featured, recommended]).then(
      ([first, second]) =>
        setResult({
          wallets: [...first.data, ...second.data],
          // The featured ones were excluded from this count: the registry's total has them.
          count: second.count + first.data.length,
        }),
      (error: unknown) => {
        if (!controller.signal.aborted) showApiErrorAlert(core, error)
      },
    )
    return () => controller.abort()
  }, [core, clients])
  return result
}
