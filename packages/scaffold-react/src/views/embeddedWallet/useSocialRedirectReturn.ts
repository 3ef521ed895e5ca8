import { getEmbeddedWallet, openModal, peekSocialRedirect, pushView } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'

/**
 * Back from a social login that went by redirect (the browser blocked the login window): when this
 * tab holds the record core kept before the page left, the modal opens on Connect with
 * ConnectingSocial for that provider on top, which finishes the login with CONNECT_SOCIAL{uri}.
 * Reads `sessionStorage` once on mount; nothing is fetched when there is no record.
 */
export function useSocialRedirectReturn(): void {
  const { core } = useAirlockInstance()
  useEffect(() => {
    if (!getEmbeddedWallet(core)) return
    const redirect = peekSocialRedirect()
    if (!redirect) return
    openModal(core, { view: 'Connect' })
    pushView(core, 'ConnectingSocial', { socialProvider: redirect.provider })
  }, [core])
}
