import {
  getEmbeddedWallet,
  openModal,
  peekSocialRedirect,
  pushView,
  takeSocialCallback,
} from '@airlock/core'
import { useEffect } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/**
 * Back from a social login that went by redirect (the browser blocked the login window): when this
 * tab holds the record core kept before the page left, the modal opens on Connect with
 * ConnectingSocial for that provider on top, whose `connectSocial` takes the callback URL from the
 * page's fragment (`#airlock-social-callback=…`) and finishes with CONNECT_SOCIAL{uri}. Reads
 * `sessionStorage` once on mount; without a record nothing is fetched, and a callback fragment
 * left in the URL is removed (it cannot be finished without the flow's record).
 */
export function useSocialRedirectReturn(): void {
  const { core } = useAirlockInstance()
  useEffect(() => {
    if (!getEmbeddedWallet(core)) return
    const redirect = peekSocialRedirect()
    if (!redirect) {
      takeSocialCallback(core)
      return
    }
    openModal(core, { view: 'Connect' })
    pushView(core, 'ConnectingSocial', { socialProvider: redirect.provider })
  }, [core])
}
