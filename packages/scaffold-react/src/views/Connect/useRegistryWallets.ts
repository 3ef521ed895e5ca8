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
  /** True until the registry answered or failed: the list shows placeholders meanwhile. */
  loading: boolean
}

/**
 * Recommended wallets asked beyond the 4 shown: installed, recent and custom wallets the registry
 * also lists are shown in their own groups, so the page holds enough to still show 4.
 */
const RECOMMENDED_SPARE = 12

/** Asks the registry for the featured wallets and the candidates for the recommended ones. */
function loadRegistryWallets(
  core: AirlockCore,
  clients: ApiClients,
  signal?: AbortSignal,
): Promise<RegistryWallets> {
  const filters = registryFilters(core)
  const { featuredWalletIds } = core.options
  const featured = featuredWalletIds.length
    ? getWallets(clients.registry, {
        ...filters,
        include: featuredWalletIds,
        entries: featuredWalletIds.length,
        ...(signal ? { signal } : {}),
      })
    : Promise.resolve({ data: [], count: 0 })
  const exclude = [...new Set([...(filters.exclude ?? []), ...featuredWalletIds])]
  const recommended = getWallets(clients.registry, {
    ...filters,
    ...(exclude.length ? { exclude } : {}),
    page: 1,
    entries: RECOMMENDED_WALLETS_COUNT + RECOMMENDED_SPARE,
    ...(signal ? { signal } : {}),
  })
  return Promise.all([featured, recommended]).then(([first, second]) => ({
    wallets: [...first.data, ...second.data],
    // The featured ones were excluded from this count: the registry's total has them.
    count: second.count + first.data.length,
    loading: false,
  }))
}

/** A prefetched answer, kept until the next Connect view takes it, and for at most this long. */
const PREFETCH_FRESH_MS = 60_000
const prefetched = new WeakMap<AirlockCore, { at: number; wallets: Promise<RegistryWallets> }>()

/**
 * Starts the Connect view's registry request ahead of the modal, on the visitor's intent (hover
 * or focus of a connect button), so the opening click neither waits for
 * the answer nor spends its first frame starting the request. The next Connect view within
 * {@link PREFETCH_FRESH_MS} takes the answer (or its failure) instead of asking again.
 */
export function prefetchRegistryWallets(core: AirlockCore, clients: ApiClients): void {
  const held = prefetched.get(core)
  if (held && Date.now() - held.at < PREFETCH_FRESH_MS) return
  const wallets = loadRegistryWallets(core, clients)
  // Nobody may take it: its failure is shown by the view that does, not as an unhandled rejection.
  wallets.catch(() => undefined)
  prefetched.set(core, { at: Date.now(), wallets })
}

function takePrefetched(core: AirlockCore): Promise<RegistryWallets> | undefined {
  const held = prefetched.get(core)
  prefetched.delete(core)
  return held && Date.now() - held.at < PREFETCH_FRESH_MS ? held.wallets : undefined
}

/**
 * The registry wallets the Connect view lists: the featured ones and the candidates for the 4
 * recommended, which exclude the featured ids at the registry; the view keeps the
 * first 4 that are not listed already. A registry that cannot be reached leaves the list to the
 * installed wallets; one that refuses the project or origin (403) shows its alert. Takes the
 * answer of a prefetch on intent when there is a fresh one.
 */
export function useRegistryWallets(core: AirlockCore, clients: ApiClients): RegistryWallets {
  const [result, setResult] = useState<RegistryWallets>({
    wallets: [],
    count: undefined,
    loading: true,
  })
  useEffect(() => {
    const controller = new AbortController()
    const wallets = takePrefetched(core) ?? loadRegistryWallets(core, clients, controller.signal)
    wallets.then(
      (loaded) => {
        if (!controller.signal.aborted) setResult(loaded)
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setResult({ wallets: [], count: undefined, loading: false })
        showApiErrorAlert(core, error)
      },
    )
    return () => controller.abort()
  }, [core, clients])
  return result
}
