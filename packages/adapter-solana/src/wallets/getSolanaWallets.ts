import type { Connector } from '@airlock/core'
import type { Wallet } from '@wallet-standard/base'
import { sanitizeWalletIcon, sanitizeWalletName } from './sanitizeWallet'

/** Prefix of the connector ids of Wallet Standard wallets. */
export const WALLET_STANDARD_CONNECTOR_PREFIX = 'wallet-standard:'

/** A Wallet Standard wallet that can connect and sign on Solana, with its connector. */
export type SolanaWalletEntry = { wallet: Wallet; connector: Connector }

function isSolanaWallet(wallet: Wallet): boolean {
  const features = wallet.features ?? {}
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    'standard:connect' in features &&
    ('solana:signAndSendTransaction' in features || 'solana:signTransaction' in features)
  )
}

/**
 * The registered Wallet Standard wallets that speak Solana, as connectors (`ANNOUNCED`, names and
 * icons sanitised). Two wallets of one name show once: the first registered.
 */
export function getSolanaWallets(wallets: readonly Wallet[]): SolanaWalletEntry[] {
  const entries: SolanaWalletEntry[] = []
  const seen = new Set<string>()
  for (const wallet of wallets) {
    if (!isSolanaWallet(wallet)) continue
    const name = sanitizeWalletName(wallet.name)
    if (!name) continue
    const id = `${WALLET_STANDARD_CONNECTOR_PREFIX}${name}`
    if (seen.has(id)) continue
    seen.add(id)
    const imageUrl = sanitizeWalletIcon(wallet.icon)
    entries.push({
      wallet,
      connector: {
        id,
        name,
        type: 'ANNOUNCED',
        chain: 'solana',
        ...(imageUrl ? { imageUrl } : {}),
      },
    })
  }
  return entries
}
