import type { Wallet, WalletAccount } from '@wallet-standard/base'

type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/**
 * Follows a connected wallet's `standard:events`: a change that lists accounts reports the first
 * (the one the wallet selected), a change that lists none is a disconnect. Returns the unsubscribe.
 */
export function watchWallet(
  wallet: Wallet,
  handlers: { onAccount(account: WalletAccount): void; onDisconnect(): void },
): () => void {
  const events = wallet.features['standard:events'] as
    | { on(event: 'change', listener: ChangeListener): () => void }
    | undefined
  if (!events) return () => undefined
  return events.on('change', ({ accounts }) => {
    if (!accounts) return
    const [account] = accounts
    if (account) handlers.onAccount(account)
    else handlers.onDisconnect()
  })
}
