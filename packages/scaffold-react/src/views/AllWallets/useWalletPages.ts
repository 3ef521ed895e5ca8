import {
  type AirlockCore,
  getWallets,
  WALLETS_PAGE_SIZE,
  type WalletListEntry,
} from '@airlock/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { registryFilters } from '../../internal/registryFilters'
import type { ApiClients } from '../../internal/useApiClients'

export type WalletPages = {
  wallets: WalletListEntry[]
  /** The registry's total for the configured chains; `undefined` until the first page. */
  count: number | undefined
  loading: boolean
  failed: boolean
  /** Loads the next page of 40 unless one is loading or all are here. */
  loadMore(): void
  /** After a failure: loads the page that failed again. */
  retry(): void
}

/** The registry's wallets page by page (40 each), filtered by the configured chains. */
export function useWalletPages(core: AirlockCore, clients: ApiClients): WalletPages {
  const [wallets, setWallets] = useState<WalletListEntry[]>([])
  const [count, setCount] = useState<number | undefined>(undefined)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  // Synchronous guards: onEndReached can fire several times before React re-renders.
  const inFlight = useRef(false)
  const nextPage = useRef(1)
  const controller = useRef<AbortController | undefined>(undefined)

  const load = useCallback(() => {
    if (inFlight.current) return
    inFlight.current = true
    setLoading(true)
    setFailed(false)
    if (!controller.current) controller.current = new AbortController()
    const { signal } = controller.current
    getWallets(clients.registry, {
      ...registryFilters(core),
      page: nextPage.current,
      entries: WALLETS_PAGE_SIZE,
      signal,
    }).then(
      (page) => {
        nextPage.current += 1
        inFlight.current = false
        setWallets((previous) => dedupe([...previous, ...page.data]))
        setCount(page.count)
        setLoading(false)
      },
      () => {
        inFlight.current = false
        if (signal.aborted) return
        setFailed(true)
        setLoading(false)
      },
    )
  }, [core, clients])

  useEffect(() => {
    load()
    return () => {
      controller.current?.abort()
      controller.current = undefined
      inFlight.current = false
    }
  }, [load])

  const loadMore = useCallback(() => {
    if (failed || (count !== undefined && wallets.length >= count)) return
    load()
  }, [failed, count, wallets.length, load])

  return { wallets, count, loading, failed, loadMore, retry: load }
}

function dedupe(wallets: WalletListEntry[]): WalletListEntry[] {
  const seen = new Set<string>()
  return wallets.filter((wallet) => !seen.has(wallet.id) && Boolean(seen.add(wallet.id)))
}
