import { filterBalances, getBalance, type TokenBalance } from '@airlock/core'
import { useEffect, useState } from 'react'
import type { ApiClients } from '../../internal/useApiClients'

export type TokenBalances = { balances: TokenBalance[]; status: 'loading' | 'ready' | 'failed' }

/** The account's token balances from the Blockchain API, 0-decimal tokens dropped (SPEC.md §5). */
export function useTokenBalances(
  clients: ApiClients,
  address: string | undefined,
  chainId: string,
): TokenBalances {
  const [result, setResult] = useState<TokenBalances>({ balances: [], status: 'loading' })
  useEffect(() => {
    if (!address) return
    const controller = new AbortController()
    setResult({ balances: [], status: 'loading' })
    getBalance(clients.api, { address, chainId, currency: 'usd', signal: controller.signal }).then(
      ({ balances }) => setResult({ balances: filterBalances(balances), status: 'ready' }),
      () => {
        if (!controller.signal.aborted) setResult({ balances: [], status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [clients, address, chainId])
  return result
}
