/**
 * The WalletConnect test wallet was used out of order: no proposal to approve, a closed wallet,
 * a URI that does not pair.
 *
 * @example
 * try { await wallet.approveSession() } catch (error) {
 *   if (error instanceof WalletConnectWalletError) console.error(error.message)
 * }
 */
export class WalletConnectWalletError extends Error {
  override name = 'WalletConnectWalletError'
}
