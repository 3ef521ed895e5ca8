import { getAssetImageUrl } from '@airlock/core'
import { EmptyState, NetworkImage, useAirlockStyles } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { useEmbeddedWallet } from '../embeddedWallet/useEmbeddedWallet'
import { compatibleNetworks } from './compatibleNetworks'

// Lives in this view's chunk: rows to read, not buttons (nothing here is picked).
const compatibleCss = `
.al-compatible { display: flex; flex-direction: column; gap: 6px; margin: 0; padding: 0; list-style: none; }
.al-compatible li {
  display: flex; align-items: center; gap: 12px; min-height: 48px; padding: 6px 12px;
  border-radius: calc(var(--al-border-radius-master) * 3); background: var(--al-i-fg);
}
.al-compatible li[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--al-accent); }
`

/**
 * WalletCompatibleNetworks (`Compatible networks` in Receive): the networks the connected
 * account can receive on, with their icons, the active one marked; for an embedded wallet's smart
 * account only the networks where the smart account exists. Nothing to pick: it informs.
 */
export default function WalletCompatibleNetworks(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { chain } = useSnapshot(core.state)
  const { available, embedded } = useEmbeddedWallet()
  useAirlockStyles(compatibleCss)
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.status === 'connected' ? account.address : undefined
  if (!address) return null
  const active = chain.activeNetwork.caipNetworkId
  const user = embedded.user
  const smartAccount =
    available &&
    user?.preferredAccountType === 'smartAccount' &&
    user.address.toLowerCase() === address.toLowerCase()
  const networks = compatibleNetworks(chain.networks, chain.activeNamespace, active, {
    smartAccountNetworks: smartAccount ? embedded.smartAccountEnabledNetworks : undefined,
  })
  return (
    <div className="al-stack">
      <p className="al-balance">{messages.compatibleNetworksHint}</p>
      {networks.length ? (
        <ul className="al-compatible" aria-label={messages.compatibleNetworksTitle}>
          {networks.map((network) => (
            <li
              key={network.caipNetworkId}
              aria-current={network.caipNetworkId === active || undefined}
            >
              <NetworkImage
                src={getAssetImageUrl(registry, network.caipNetworkId)}
                name={network.name}
                size="md"
                decorative
              />
              <span>{network.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={messages.unsupportedChain} />
      )}
    </div>
  )
}
