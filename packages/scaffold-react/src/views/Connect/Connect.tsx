import {
  type ConnectMethod,
  getSortedConnectors,
  isLegalCheckboxShown,
  pushView,
} from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { ChunkView, viewChunk } from '../../internal/preloadable'
import { useApiClients } from '../../internal/useApiClients'
import { openConnectingView } from '../ConnectingWalletConnect/openConnectingView'
import { LegalConsent } from './LegalConsent'
import { WalletSection } from './WalletSection'

// The email and social sections: each its own chunk, loaded only when shown. A section whose
// chunk cannot load is left out; the wallets still show, and the next opening asks again.
const emailSection = viewChunk(
  () => import('../../features/email'),
  (m) => m.default,
)
const socialSection = viewChunk(
  () => import('../../features/socials'),
  (m) => m.default,
)

// A collapsed Connect view (`features.collapseWallets`) shows this many socials, then `All socials`.
const COLLAPSED_SOCIALS = 2

/**
 * The Connect view: the connect methods in `connectMethodsOrder` (default email, social,
 * wallet). Email and social show only when enabled and an embedded-wallet (AUTH) connector
 * exists. Collapsed (`features.collapseWallets`), the wallets are one `Continue with a wallet`
 * (ConnectWallets) and the socials the first two then `All socials` (ConnectSocials); with email
 * shown and `features.emailShowWallets` off, the wallets alone are that one button. With
 * `features.legalCheckbox` (and a terms or privacy URL) a checkbox with the links comes first, and
 * every method is disabled (one disabled fieldset) until it is ticked. Under them, `What is a
 * wallet?` (WhatIsAWallet).
 */
export function Connect(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const clients = useApiClients()
  const { connectors } = useSnapshot(core.state.connectors)
  const { legalAccepted } = useSnapshot(core.state.modal)
  const legal = isLegalCheckboxShown(core)
  const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
  const { features, socials, connectMethodsOrder } = core.options
  const shown = (method: ConnectMethod): boolean => {
    if (method === 'email') return features.email && hasAuth
    if (method === 'social') return socials !== false && socials.length > 0 && hasAuth
    return true
  }
  // SPEC.md §9 emailShowWallets: off, the email field leads and the wallets wait behind a button.
  const walletsBehindButton =
    features.collapseWallets || (!features.emailShowWallets && shown('email'))

  return (
    <div className="al-stack">
      {legal ? <LegalConsent /> : null}
      <fieldset className="al-connect-methods" disabled={legal && !legalAccepted}>
        {connectMethodsOrder.filter(shown).map((method) => {
          if (method === 'wallet') {
            if (walletsBehindButton) {
              return (
                <Button
                  key={method}
                  variant="secondary"
                  fullWidth
                  onClick={() => pushView(core, 'ConnectWallets')}
                >
                  {messages.continueWithWallet}
                </Button>
              )
            }
            return (
              <WalletSection
                key={method}
                clients={clients}
                onSelect={(item) => openConnectingView(core, item)}
                sort={(wallets) => getSortedConnectors(core, { wallets })}
              />
            )
          }
          const failed = () => null
          if (method === 'email') {
            return (
              <ChunkView
                key={method}
                chunk={emailSection}
                props={{}}
                fallback={null}
                failed={failed}
              />
            )
          }
          return (
            <ChunkView
              key={method}
              chunk={socialSection}
              props={features.collapseWallets ? { limit: COLLAPSED_SOCIALS } : {}}
              fallback={null}
              failed={failed}
            />
          )
        })}
      </fieldset>
      <Button variant="link" onClick={() => pushView(core, 'WhatIsAWallet')}>
        {messages.whatIsAWallet}
      </Button>
    </div>
  )
}
