import { getAssetImageUrl, pushView } from '@airlock/core'
import { Button, NetworkImage, QrCode, useAirlockStyles } from '@airlock/ui'
import { type ReactElement, useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { receiveNetworks } from './receiveNetworks'

/** How long the copy button says `Copied` after a copy (as the Account view's copy does). */
const COPIED_MS = 1500

// Lives in this view's chunk: nothing of Receive reaches the first load.
const receiveCss = `
.al-receive { align-items: center; text-align: center; }
.al-receive-address {
  margin: 0; max-width: 100%; overflow-wrap: anywhere; user-select: all;
  font-family: var(--al-font-family-mono); font-size: var(--al-i-text-md); font-weight: 500;
}
.al-receive-label, .al-receive-hint { margin: 0; color: var(--al-text-muted); }
.al-receive-networks {
  display: flex; flex-wrap: wrap; justify-content: center; gap: 6px; margin: 0; padding: 0;
  list-style: none;
}
.al-receive-networks li {
  display: inline-flex; align-items: center; gap: 6px; padding: 4px 10px 4px 4px;
  border-radius: 999px; background: var(--al-i-fg);
}
.al-receive-networks li[aria-current='true'] { box-shadow: inset 0 0 0 2px var(--al-accent); }
.al-receive > .al-button, .al-receive > button { align-self: stretch; }
`

/**
 * WalletReceive: the connected account's address as a QR code and as text with copy, the
 * configured networks of the account's namespace (where this address receives; the active one
 * marked) with their icons, and `Buy` (the on-ramp) when that feature is enabled. The QR code
 * holds the bare address, which every wallet's scanner reads.
 */
export function WalletReceive(): ReactElement | null {
  const { core, messages } = useAirlockInstance()
  const { registry } = useApiClients()
  const { chain } = useSnapshot(core.state)
  useAirlockStyles(receiveCss)
  const [copiedAddress, setCopiedAddress] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const account = chain.accounts[chain.activeNamespace]
  const address = account?.status === 'connected' ? account.address : undefined
  if (!address) return null
  const active = chain.activeNetwork.caipNetworkId
  const networks = receiveNetworks(chain.networks, chain.activeNamespace, active)
  const copied = copiedAddress === address

  const copy = () => {
    // A refused clipboard (no permission, insecure context) leaves the address to select by hand.
    navigator.clipboard?.writeText(address).then(
      () => {
        clearTimeout(timer.current)
        setCopiedAddress(address)
        timer.current = setTimeout(() => setCopiedAddress(''), COPIED_MS)
      },
      () => undefined,
    )
  }

  return (
    <div className="al-stack al-receive">
      <QrCode
        uri={address}
        label={messages.receiveQrLabel}
        loadingLabel={messages.creatingQrCode}
        size={240}
        logoSrc={getAssetImageUrl(registry, active)}
      />
      <p className="al-receive-label">{messages.receiveAddressLabel}</p>
      <p className="al-receive-address">{address}</p>
      <Button variant="secondary" onClick={copy}>
        {copied ? messages.copied : messages.copyAddress}
      </Button>
      <span className="al-sr-only" role="status">
        {copied ? messages.copied : ''}
      </span>
      <p className="al-receive-label" id="al-receive-networks-label">
        {messages.receiveNetworksLabel}
      </p>
      <ul className="al-receive-networks" aria-labelledby="al-receive-networks-label">
        {networks.map((network) => (
          <li
            key={network.caipNetworkId}
            aria-current={network.caipNetworkId === active || undefined}
          >
            <NetworkImage
              src={getAssetImageUrl(registry, network.caipNetworkId)}
              name={network.name}
              size="sm"
              decorative
            />
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
      <p className="al-receive-hint">{messages.receiveNetworksHint}</p>
      <Button variant="link" onClick={() => pushView(core, 'WalletCompatibleNetworks')}>
        {messages.compatibleNetworks}
      </Button>
      {core.options.features.onramp ? (
        <Button variant="primary" onClick={() => pushView(core, 'OnRampProviders')}>
          {messages.featureOnramp}
        </Button>
      ) : null}
    </div>
  )
}
