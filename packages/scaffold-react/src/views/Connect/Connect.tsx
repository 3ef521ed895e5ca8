import { type ConnectMethod, getSortedConnectors, pushView } from '@airlock/core'
import { Button } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { ChunkView, viewChunk } from '../../internal/preloadable'
import { useApiClients } from '../../internal/useApiClients'
import { openConnectingView } from '../ConnectingWalletConnect/openConnectingView'
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
 * The Connect view: the connect methods in `connectMethodsOrder` (default email, social, wallet;
 * SPEC.md §1). Email and social show only when enabled and an embedded-wallet (AUTH) connector
 * exists. Collapsed (`features.collapseWallets`), the wallets are one `Continue with a wallet`
 * (ConnectWallets) and the socials the first two then `All socials` (ConnectSocials). Under
 * them, `What is a wallet?` (WhatIsAWallet).
 */
export function Connect(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const clients = useApiClients()
  const { connectors } = useSnapshot(core.state.connectors)
  const hasAuth = connectors.some((connector) => connector.type === 'AUTH')
  const { features, socials, connectMethodsOrder } = core.options
  const shown = (method: ConnectMethod): boolean => {
    if (method === 'email') return features.email && hasAuth
    if (method === 'social') return socials !== false && socials.length > 0 && hasAuth
    return true
  }

  return (
    <div className="al-stack">
      {connectMethodsOrder.filter(shown).map((method) => {
        if (method === 'wallet') {
          if (features.collapseWallets) {
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
      <Button variant="link" onClick={() => pushView(core, 'WhatIsAWallet')}>
        {messages.whatIsAWallet}
      </Button>
    </div>
  )
}
