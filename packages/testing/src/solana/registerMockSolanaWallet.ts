import { registerWallet } from '@wallet-standard/wallet'
import type { MockSolanaWallet } from './types'

/**
 * Registers the mock Solana wallet with the page's Wallet Standard registry, the way an extension
 * does: dispatches `wallet-standard:register-wallet` now and answers every
 * `wallet-standard:app-ready`, so a dapp's `getWallets()` sees it whichever loads first.
 *
 * @example
 * const mock = createMockSolanaWallet({ secretKeys: [seed], chains: [{ chain: 'solana:devnet', rpcUrl }] })
 * registerMockSolanaWallet(mock)
 * getWallets().get() // [..., mock.wallet]
 */
export function registerMockSolanaWallet(mock: MockSolanaWallet): void {
  registerWallet(mock.wallet)
}
