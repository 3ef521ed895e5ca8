import { openModal, pushView } from '@airlock/core'
import { useEffect } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { peekSocialRedirect } from './peekSocialRedirect'

/**
 * Back from a social login that went by redirect (the browser blocked the login window): when this
 * tab holds the record ConnectingSocial saved before it left, the modal opens on Connect with
 * ConnectingSocial for that provider on top, which finishes the login with CONNECT_SOCIAL{uri}.
 * Reads `sessionStorage` once on mount; nothing is fetched when there is no record.
 */
export function useSocialRedirectReturn(): void {
  const { core } = useAirlockInstance()
  const wallet = getEmbeddedWallet(core)
  useEffect(() => {
    if (!wallet) return
    const redirect = peekSocialRedirect()
    if (!redirect) return
    openModal(core, { view: 'Connect' })
    pushView(core, 'ConnectingSocial', { socialProvider: redirect.provider })
  }, [core, wallet])
}
