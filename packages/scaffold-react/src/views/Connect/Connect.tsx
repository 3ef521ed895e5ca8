import { type ConnectMethod, getSortedConnectors } from '@airlock/core'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { ChunkView, viewChunk } from '../../internal/preloadable'
import { useApiClients } from '../../internal/useApiClients'
import { openConnectingView } from '../ConnectingWalletConnect/openConnectingView'
import { WalletSection } from './WalletSection'

// The email and social sections: each its own chunk, loaded only when shown. A section whose
// chunk cannot load is left out; the wallets still show, and the next opening asks again.
const emailSection = viewChunk(() => import('../../features/email').then((m) => m.default))
const socialSection = viewChunk(() => import('../../features/socials').then((m) => m.default))

/**
 * The Connect view: the connect methods in `connectMethodsOrder` (default email, social, wallet;
 * SPEC.md §1). Email and social show only when enabled and an embedded-wallet (AUTH) connector
 * exists.
 */
export function Connect(): ReactElement {
  const { core } = useAirlockInstance()
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
          return (
            <WalletSection
              key={method}
              clients={clients}
              onSelect={(item) => openConnectingView(core, item)}
              sort={(wallets) => getSortedConnectors(core, { wallets })}
            />
          )
        }
        return (
          <ChunkView
            key={method}
            chunk={method === 'email' ? emailSection : socialSection}
            props={{}}
            fallback={null}
            failed={() => null}
          />
        )
      })}
    </div>
  )
}
