import {
  mergeMultiChainConnectors,
  WALLET_SEARCH_MAX_IMAGES,
  type WalletListEntry,
} from '@airlock/core'
import {
  EmptyState,
  ErrorState,
  SearchInput,
  SkeletonRows,
  WalletGrid,
  type WalletGridEntry,
} from '@airlock/ui'
import type { ReactElement } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { useApiClients } from '../../internal/useApiClients'
import { walletImageSrc } from '../../internal/walletImageSrc'
import { openConnectingView } from '../ConnectingWalletConnect/openConnectingView'
import { useWalletPages } from './useWalletPages'
import { useWalletSearch } from './useWalletSearch'

/**
 * AllWallets: the registry in pages of 40 with infinite scroll, and a search over up to 100
 * entries showing at most 20 images. Picking a wallet that is installed (same rdns)
 * connects with it; otherwise ConnectingExternal shows where to get it.
 */
export function AllWallets(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const clients = useApiClients()
  const pages = useWalletPages(core, clients)
  const search = useWalletSearch(core, clients)
  const searchingMode = search.query !== ''
  const list = searchingMode ? search.results : pages.wallets

  const toEntry = (wallet: WalletListEntry, index: number): WalletGridEntry => ({
    id: wallet.id,
    name: wallet.name,
    // A search fetches at most 20 images; the rest show the fallback icon.
    imageSrc:
      searchingMode && index >= WALLET_SEARCH_MAX_IMAGES
        ? undefined
        : walletImageSrc(clients.registry, { imageId: wallet.image_id }),
  })

  const select = (id: string): void => {
    const wallet = list.find((candidate) => candidate.id === id)
    if (!wallet) return
    // A wallet announced in several namespaces is its MULTI_CHAIN connector: it connects the
    // active namespace's side.
    const connector = wallet.rdns
      ? mergeMultiChainConnectors(core.state.connectors.connectors).find(
          (candidate) => candidate.info?.rdns === wallet.rdns,
        )
      : undefined
    openConnectingView(core, { wallet, connector })
  }

  const failed = searchingMode ? search.failed : pages.failed && pages.wallets.length === 0
  const busy = searchingMode ? search.searching : pages.loading && pages.wallets.length === 0

  return (
    <div className="al-all-wallets">
      <SearchInput
        label={messages.searchWallet}
        onSearch={search.search}
        clearLabel={messages.close}
      />
      {failed ? (
        <ErrorState
          title={messages.somethingWentWrong}
          actionLabel={messages.tryAgain}
          onAction={searchingMode ? () => search.search(search.query) : pages.retry}
        />
      ) : busy ? (
        <SkeletonRows count={4} variant="tiles" label={messages.loadingWallets} />
      ) : (
        <WalletGrid
          label={messages.allWallets}
          wallets={list.map(toEntry)}
          onSelect={select}
          {...(searchingMode ? {} : { onEndReached: pages.loadMore })}
          loadingMore={!searchingMode && pages.loading}
          empty={<EmptyState title={messages.noWalletFound} icon="search" />}
        />
      )}
    </div>
  )
}
