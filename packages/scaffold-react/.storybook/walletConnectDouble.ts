import type { Connector } from '@airlock/core'
import type { TestAdapter } from '@airlock/core/testing'

/** The WalletConnect connector a story's test adapter offers. */
export const WALLET_CONNECT: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}

/** A pairing URI shaped like WalletConnect's (no relay behind it). */
export const STORY_PAIRING_URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

/**
 * A TEST DOUBLE of the WalletConnect seam adapter-evm gives the modal: the story's test adapter
 * hands out one pairing URI and its connect waits for ever (the visitor has not scanned yet).
 *
 * @example
 * prepare: ({ adapter }) => pairWithWalletConnect(adapter)
 */
export function pairWithWalletConnect(adapter: TestAdapter): void {
  Object.assign(adapter, {
    // After the connect has started, as the relay answers.
    onPairingUri: (listener: (uri: string) => void) => {
      const timer = setTimeout(() => listener(STORY_PAIRING_URI), 20)
      return () => clearTimeout(timer)
    },
    cancelPairing: () => undefined,
    connect: () => new Promise(() => undefined),
  })
}
