import {
  closeModal,
  disconnect,
  fetchBalance,
  isSwapSupported,
  NAMES_NAMESPACES,
  pushView,
  WALLET_FEATURE_ORDER,
} from '@airlock/core'
import { Address, Avatar, Button, ErrorState, SkeletonRows, Tabs } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { formatBalance } from '../../internal/formatBalance'
import { ChunkView, viewChunk } from '../../internal/preloadable'
import { EmbeddedAccountActions } from '../SwitchAccountType/EmbeddedAccountActions'
import { FEATURE_VIEWS } from './featureViews'
import { TokensTab } from './TokensTab'

// The Activity tab is the history feature: its own chunk, loaded when the tab is opened.
const historyFeature = viewChunk(
  () => import('../../features/history'),
  (m) => m.default,
)
// The NFTs tab likewise (issue 18).
const nftsFeature = viewChunk(
  () => import('../../features/nfts'),
  (m) => m.default,
)

type Tab = 'tokens' | 'nfts' | 'activity'

/**
 * Account: avatar, address (copy), name, native balance with 3 decimals (fallback `0.00 ETH`), the
 * network, the wallet features in `WALLET_FEATURE_ORDER` (each when enabled), the Tokens / NFTs /
 * Activity tabs and Disconnect.
 */
export function Account(): ReactElement | null {
  const { core, messages, locale } = useAirlockInstance()
  const { chain } = useSnapshot(core.state)
  const [tab, setTab] = useState<Tab>('tokens')
  const account = chain.accounts[chain.activeNamespace]
  const address = account?.status === 'connected' ? account.address : undefined
  const chainId = chain.activeNetwork.caipNetworkId

  // Core fetched the balances on connect; asked again when the network changes (the 30 s cache
  // and retry rule are core's). Failures show the fallback and the snackbar inside core.
  // biome-ignore lint/correctness/useExhaustiveDependencies: chainId is the trigger, not an input
  useEffect(() => {
    if (address) fetchBalance(core).catch(() => undefined)
  }, [core, address, chainId])

  if (!address) return null
  const { features } = core.options
  const tabs = [
    { id: 'tokens', label: messages.tokensTab },
    { id: 'nfts', label: messages.nftsTab },
    ...(features.history ? [{ id: 'activity', label: messages.activityTab }] : []),
  ]

  return (
    <div className="al-account">
      <Avatar
        address={address}
        {...(account?.profileImage ? { src: account.profileImage } : {})}
        size="lg"
      />
      <Address
        address={address}
        name={account?.profileName}
        copyLabel={messages.copyAddress}
        copiedLabel={messages.copied}
      />
      {/* Names (issue 18): an eip155 account without a name may register one. */}
      {!account?.profileName &&
      (NAMES_NAMESPACES as readonly string[]).includes(chain.activeNamespace) ? (
        <Button variant="link" onClick={() => pushView(core, 'RegisterAccountName')}>
          {messages.chooseAccountName}
        </Button>
      ) : null}
      <p className="al-balance">
        {formatBalance(account?.balance, account?.balanceSymbol, locale)}
      </p>
      <Button variant="secondary" onClick={() => pushView(core, 'Networks')}>
        {chain.activeNetwork.name}
      </Button>
      <EmbeddedAccountActions address={address} />
      <Button variant="link" onClick={() => pushView(core, 'AccountSettings')}>
        {messages.accountSettings}
      </Button>
      <div className="al-row">
        {/* Swap only on the twelve swap networks (SPEC.md §9). */}
        {WALLET_FEATURE_ORDER.filter(
          (feature) =>
            features[feature] && (feature !== 'swaps' || isSwapSupported(chain.activeNetwork)),
        ).map((feature) => (
          <Button
            key={feature}
            variant="secondary"
            onClick={() => pushView(core, FEATURE_VIEWS[feature].view)}
          >
            {messages[FEATURE_VIEWS[feature].label]}
          </Button>
        ))}
      </div>
      <Tabs
        label={messages.accountLabel}
        tabs={tabs}
        selectedId={tab}
        onSelect={(id) => setTab(id as Tab)}
      >
        {tab === 'tokens' ? <TokensTab /> : null}
        {tab === 'nfts' ? (
          <ChunkView
            chunk={nftsFeature}
            props={{ address, chainId }}
            fallback={<SkeletonRows count={2} variant="tiles" label={messages.loadingNfts} />}
            failed={(retry) => (
              <ErrorState
                title={messages.somethingWentWrong}
                actionLabel={messages.tryAgain}
                onAction={retry}
              />
            )}
          />
        ) : null}
        {tab === 'activity' ? (
          <ChunkView
            chunk={historyFeature}
            props={{ address, chainId }}
            fallback={<SkeletonRows count={3} label={messages.loadingActivity} />}
            failed={(retry) => (
              <ErrorState
                title={messages.somethingWentWrong}
                actionLabel={messages.tryAgain}
                onAction={retry}
              />
            )}
          />
        ) : null}
      </Tabs>
      <Button
        variant="secondary"
        fullWidth
        // Like the kits it replaces, disconnecting ends the visit to the modal: the page behind
        // is usable again at once. Core clears local state even when the wallet fails to answer.
        onClick={() =>
          disconnect(core)
            .catch(() => undefined)
            .finally(() => closeModal(core, { force: true }))
        }
      >
        {messages.disconnect}
      </Button>
    </div>
  )
}
