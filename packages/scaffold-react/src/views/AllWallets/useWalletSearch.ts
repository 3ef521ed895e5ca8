import {
  type AirlockCore,
  getWallets,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_WAIT_MS,
  type WalletListEntry,
} from '@airlock/core'
import { useCallback, useEffect, useRef, useState } from 'react'
import { registryFilters } from '../../internal/registryFilters'
import type { ApiClients } from '../../internal/useApiClients'

export type WalletSearch = {
  /** The query searched; empty when not searching. */
  query: string
  results: WalletListEntry[]
  searching: boolean
  failed: boolean
  /** Starts a search (empty clears it). */
  search(query: string): void
}

/**
 * Searches the registry over up to 100 entries. Results show no sooner than 300 ms
 * after the search starts, so a fast answer
 * does not flash; a newer search cancels the older one.
 */
export function useWalletSearch(core: AirlockCore, clients: ApiClients): WalletSearch {
  const [query, setQuery] = useState('')
  const [results, setResults] = useState<WalletListEntry[]>([])
  const [searching, setSearching] = useState(false)
  const [failed, setFailed] = useState(false)
  const current = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => current.current?.abort(), [])

  const search = useCallback(
    (next: string) => {
      current.current?.abort()
      const trimmed = next.trim()
      setQuery(trimmed)
      setFailed(false)
      if (!trimmed) {
        setResults([])
        setSearching(false)
        return
      }
      const controller = new AbortController()
      current.current = controller
      setSearching(true)
      const wait = new Promise((resolve) => setTimeout(resolve, WALLET_SEARCH_MIN_WAIT_MS))
      const request = getWallets(clients.registry, {
        ...registryFilters(core),
        page: 1,
        entries: WALLET_SEARCH_ENTRIES,
        search: trimmed,
        signal: controller.signal,
      })
      Promise.all([request, wait]).then(
        ([page]) => {
          if (controller.signal.aborted) return
          setResults(page.data)
          setSearching(false)
        },
        () => {
          if (controller.signal.aborted) return
          setResults([])
          setFailed(true)
          setSearching(false)
        },
      )
    },
    [core, clients],
  )

  return { query, results, searching, failed, search }
}
