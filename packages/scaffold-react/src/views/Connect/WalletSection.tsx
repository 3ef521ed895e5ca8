import {
  getAssetImageUrl,
  pushView,
  RECOMMENDED_WALLETS_COUNT,
  type SortedConnectorItem,
  type WalletListEntry,
} from '@airlock/core'
import { SkeletonRows, WALLET_IMAGE_GRID_SIZE, WalletListItem } from '@airlock/ui'
import type { ReactElement } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { onListArrowKeys } from '../../internal/onListArrowKeys'
import type { ApiClients } from '../../internal/useApiClients'
import { WALLETCONNECT_ASSET_ID } from '../../internal/walletConnectImageId'
import { walletImageSrc } from '../../internal/walletImageSrc'
import { useRegistryWallets } from './useRegistryWallets'
import { walletTags } from './walletTags'

export type WalletSectionProps = {
  clients: ApiClients
  sort: (wallets: readonly WalletListEntry[]) => SortedConnectorItem[]
  onSelect: (item: SortedConnectorItem) => void
}

/**
 * The wallet list in core's connector order, then the All Wallets entry with the count.
 * Arrow keys, Home and End move between the wallets.
 * While the registry answers, placeholder rows stand where its wallets will be.
 */
export function WalletSection({ clients, sort, onSelect }: WalletSectionProps): ReactElement {
  const { core, messages } = useAirlockInstance()
  // Re-sorted whenever connectors or recent wallets change.
  useSnapshot(core.state.connectors)
  const { wallets, count, loading } = useRegistryWallets(core, clients)
  const items = limitRecommended(sort(wallets))
  const gridSrcs = allWalletsImages(clients, wallets, items)

  return (
    <ul className="al-list" aria-label={messages.walletsLabel} onKeyDown={onListArrowKeys}>
      {items.map((item) => (
        <li key={item.id}>
          <WalletListItem
            name={item.name}
            imageSrc={
              item.group === 'walletConnect' && !item.imageUrl && !item.imageId
                ? getAssetImageUrl(clients.registry, WALLETCONNECT_ASSET_ID)
                : walletImageSrc(clients.registry, item)
            }
            tags={walletTags(messages, item)}
            onSelect={() => onSelect(item)}
          />
        </li>
      ))}
      {loading ? (
        <li>
          <SkeletonRows count={RECOMMENDED_WALLETS_COUNT} label={messages.loadingWallets} />
        </li>
      ) : null}
      {core.options.features.allWallets ? (
        <li>
          <WalletListItem
            name={messages.allWallets}
            imageSrcs={gridSrcs}
            {...(count ? { tags: [{ label: String(count), tone: 'neutral' as const }] } : {})}
            onSelect={() => pushView(core, 'AllWallets')}
          />
        </li>
      ) : null}
    </ul>
  )
}

/**
 * The faces of the All Wallets entry: registry wallets the list above does not show come first,
 * then those it does, four with a logo at most (a wallet icon when there are none).
 */
function allWalletsImages(
  clients: ApiClients,
  wallets: readonly WalletListEntry[],
  shown: readonly SortedConnectorItem[],
): string[] {
  const shownIds = new Set(shown.map((item) => item.wallet?.id ?? item.id))
  const ordered = [
    ...wallets.filter((wallet) => !shownIds.has(wallet.id)),
    ...wallets.filter((wallet) => shownIds.has(wallet.id)),
  ]
  const srcs: string[] = []
  for (const wallet of ordered) {
    const src = walletImageSrc(clients.registry, { imageId: wallet.image_id })
    if (src && !srcs.includes(src)) srcs.push(src)
    if (srcs.length === WALLET_IMAGE_GRID_SIZE) break
  }
  return srcs
}

// SPEC.md §9: 4 recommended wallets, the first of the registry's that are not listed already.
function limitRecommended(items: SortedConnectorItem[]): SortedConnectorItem[] {
  let recommended = 0
  return items.filter(
    (item) => item.group !== 'recommended' || ++recommended <= RECOMMENDED_WALLETS_COUNT,
  )
}
