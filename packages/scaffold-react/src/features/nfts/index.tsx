import { fetchNfts, type NftsState } from '@airlock/core'
import { EmptyState, ErrorState, NftGrid } from '@airlock/ui'
import { type ReactElement, useCallback, useEffect } from 'react'
import { useSnapshot } from 'valtio/react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { QUANTITY_LOCALE } from '../../internal/formatBalance'
import { formatText } from '../../messages/formatText'

/**
 * The NFTs tab (its own chunk, loaded when the tab is opened): the NFTs the account holds on the
 * active network from core's NFT store (`fetchNfts`: the cloud's indexer, spam collections left
 * out), as a grid of cards with name, collection, amount (when more than one) and the image the
 * cloud serves; the next page when the grid's end scrolls into view. Loading skeleton,
 * `No NFTs yet`, and `Failed to fetch NFTs` with Try again.
 */
export default function NftsFeature({
  address,
  chainId,
}: {
  address: string
  chainId: string
}): ReactElement {
  const { core, messages, locale } = useAirlockInstance()
  const snapshot = useSnapshot(core.state)
  const store = snapshot.nfts as Readonly<NftsState> | undefined
  const mine = store?.for === `${chainId}:${address}` ? store : undefined

  // A fresh first page each time the tab shows (an NFT received since is in it), and for each
  // account and network; concurrent calls (StrictMode's second mount) share core's request.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the account and network are the trigger
  useEffect(() => {
    fetchNfts(core, { reset: true }).catch(() => undefined)
  }, [core, address, chainId])

  const next = mine?.next
  const onEndReached = useCallback(() => {
    fetchNfts(core).catch(() => undefined)
  }, [core])

  if (mine?.failed)
    return (
      <ErrorState
        title={messages.failedToFetchNfts}
        actionLabel={messages.tryAgain}
        onAction={() => fetchNfts(core, { reset: true }).catch(() => undefined)}
      />
    )
  const amounts = new Intl.NumberFormat(locale || QUANTITY_LOCALE)
  const items = (mine?.nfts ?? []).map((nft) => ({
    id: `${nft.collection.address}/${nft.tokenId}`,
    name: nft.name,
    imageSrc: nft.imageUrl || undefined,
    collection: nft.collection.name,
    amount:
      nft.amount === '1'
        ? undefined
        : formatText(messages, 'nftAmount', { amount: formatAmount(amounts, nft.amount) }),
  }))
  return (
    <NftGrid
      label={messages.nftsTab}
      items={items}
      loading={!mine || mine.loading}
      loadingLabel={messages.loadingNfts}
      empty={<EmptyState title={messages.noNfts} />}
      onEndReached={next !== undefined ? onEndReached : undefined}
    />
  )
}

/** An amount in the locale's digits; one past what a number holds exactly stays as it is. */
function formatAmount(format: Intl.NumberFormat, amount: string): string {
  const value = Number(amount)
  return Number.isSafeInteger(value) ? format.format(value) : amount
}
