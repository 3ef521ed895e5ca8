import { type ConnectMethod, getSortedConnectors } from '@airlock/core'
import { lazy, type ReactElement, Suspense } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { openConnectingView } from '../ConnectingWalletConnect/openConnectingView'
import { WalletSection } from './WalletSection'

// Filled by the email and social issues; each is its own chunk, loaded only when shown.
const EmailSection = lazy(() => import('../../features/email'))
const SocialSection = lazy(() => import('../../features/socials'))

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
          <Suspense key={method} fallback={null}>
            {method === 'email' ? <EmailSection /> : <SocialSection />}
          </Suspense>
        )
      })}
    </div>
  )
}
