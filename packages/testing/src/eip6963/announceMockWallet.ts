import type { MockWallet } from '../wallet/types'

/** Options of {@link announceMockWallet}. */
export type AnnounceMockWalletOptions = {
  /** Also set `target.ethereum` to the provider (the legacy injected slot). Default `false`. */
  injectEthereum?: boolean
}

/**
 * Announces the wallet by EIP-6963 on `target` (default `window`): dispatches
 * `eip6963:announceProvider` with `{ info: { uuid, name, icon, rdns }, provider }` now and again on
 * every `eip6963:requestProvider`. Returns a function that stops answering (and removes
 * `target.ethereum` if this call set it and it is still ours).
 *
 * @example
 * const wallet = createMockWallet({ privateKeys: [key], chains: [{ id: 31337, rpcUrl }] })
 * const stop = announceMockWallet(wallet, window, { injectEthereum: true })
 * // ... the dapp discovers "Mock Wallet" ...
 * stop()
 */
export function announceMockWallet(
  wallet: MockWallet,
  target: EventTarget = window,
  options: AnnounceMockWalletOptions = {},
): () => void {
  const { uuid, name, icon, rdns } = wallet.info
  // EIP-6963: the detail is frozen so one dapp listener cannot alter what the next one sees.
  const detail = Object.freeze({
    info: Object.freeze({ uuid, name, icon, rdns }),
    provider: wallet.provider,
  })
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
  const slot = target as EventTarget & { ethereum?: unknown }
  if (options.injectEthereum) {
    Object.defineProperty(slot, 'ethereum', {
      value: wallet.provider,
      configurable: true,
      enumerable: true,
      writable: true,
    })
  }
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => {
    target.removeEventListener('eip6963:requestProvider', announce)
    if (options.injectEthereum && slot.ethereum === wallet.provider) delete slot.ethereum
  }
}
