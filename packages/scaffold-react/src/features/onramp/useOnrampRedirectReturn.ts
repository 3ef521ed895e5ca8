import { ONRAMP_REDIRECT_STORAGE_KEY, onrampRedirectStorage } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/**
 * Back from an on-ramp provider the page itself went to (the browser blocked the provider's
 * window): when this tab holds the record core kept before leaving (`@airlock/ONRAMP_REDIRECT`,
 * 30 minutes at most), the modal opens on Buy with BuyInProgress on top, showing the purchase
 * pending until core sees it in the account's on-ramp history, then `Purchase complete`. Reads
 * `sessionStorage` once on mount (the record is single use); without a record nothing happens.
 * Only the `sessionStorage` read is in the first load; the rest (checking the record, waiting)
 * is fetched when there is a record.
 */
export function useOnrampRedirectReturn(): void {
  const { core } = useAirlockInstance()
  useEffect(() => {
    if (!core.options.features.onramp) return
    // Only whether a record is there: reading and checking it is the lazy part's.
    try {
      if (!onrampRedirectStorage()?.getItem(ONRAMP_REDIRECT_STORAGE_KEY)) return
    } catch {
      return
    }
    void import('./resumeOnrampReturn')
      .then(({ resumeOnrampReturn }) => resumeOnrampReturn(core))
      // A chunk that failed to load leaves the record for the next load.
      .catch(() => undefined)
  }, [core])
}
