import { getWallets, pushView, showApiErrorAlert, type WalletListEntry } from '@airlock/core'
import { Button, SkeletonRows, WalletListItem } from '@airlock/ui'
import { type ReactElement, useEffect, useState } from 'react'
import { useAirlockInstance } from '../../hooks/useAirlockInstance'
import { registryFilters } from '../../internal/registryFilters'
import { useApiClients } from '../../internal/useApiClients'
import { walletImageSrc } from '../../internal/walletImageSrc'

/** How many of the registry's wallets GetWallet offers (its first page, in the registry's order). */
export const GET_WALLET_ENTRIES = 6

/**
 * GetWallet (`Get a wallet` in WhatIsAWallet): the registry's first wallets for the configured
 * networks; picking one opens Downloads with it. `All Wallets` opens the whole registry when
 * that feature is on. A registry that refuses the project shows its alert.
 */
export default function GetWallet(): ReactElement {
  const { core, messages } = useAirlockInstance()
  const clients = useApiClients()
  const [wallets, setWallets] = useState<WalletListEntry[] | undefined>(undefined)

  useEffect(() => {
    const controller = new AbortController()
    getWallets(clients.registry, {
      ...registryFilters(core),
      page: 1,
      entries: GET_WALLET_ENTRIES,
      signal: controller.signal,
    }).then(
      (page) => {
        if (!controller.signal.aborted) setWallets(page.data)
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        setWallets([])
        showApiErrorAlert(core, error)
      },
    )
    return () => controller.abort()
  }, [core, clients])

  return (
    <div className="al-stack">
      <p className="al-balance">{messages.getWalletHint}</p>
      {wallets === undefined ? (
        <SkeletonRows count={GET_WALLET_ENTRIES} label={messages.loadingWallets} />
      ) : (
        <ul className="al-list" aria-label={messages.walletsLabel}>
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <WalletListItem
                name={wallet.name}
                imageSrc={walletImageSrc(clients.registry, { imageId: wallet.image_id })}
                onSelect={() => pushView(core, 'Downloads', { wallet })}
              />
            </li>
          ))}
        </ul>
      )}
      {core.options.features.allWallets ? (
        <Button variant="secondary" fullWidth onClick={() => pushView(core, 'AllWallets')}>
          {messages.allWallets}
        </Button>
      ) : null}
    </div>
  )
}
