import type { Connector } from '@airlock/core'
import { createTestAdapter, type TestAdapter } from '@airlock/core/testing'
import {
  createTestEmbeddedWallet,
  type TestEmbeddedWalletControls,
} from './createTestEmbeddedWallet'
import { type RenderAirlock, renderAirlock } from './renderAirlock'

/** What {@link renderEmbedded} returns. */
export type RenderEmbedded = RenderAirlock & {
  wallet: ReturnType<typeof createTestEmbeddedWallet> & { test: TestEmbeddedWalletControls }
  adapter: TestAdapter
}

/** The AUTH connector the test adapter lists beside its browser wallet. */
export const authConnector: Connector = {
  id: 'auth',
  name: 'Email and socials',
  type: 'AUTH',
  chain: 'eip155',
}

/**
 * A real core whose (test) adapter carries the embedded-wallet TEST DOUBLE, rendered in a
 * provider; the Connect view then shows the email and social sections.
 */
export function renderEmbedded(options: Parameters<typeof renderAirlock>[1] = {}): RenderEmbedded {
  const wallet = createTestEmbeddedWallet(authConnector.id)
  const adapter = Object.assign(
    createTestAdapter({
      connectors: [
        authConnector,
        { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
      ],
    }),
    {
      embeddedWallet: {
        connectorId: wallet.connectorId,
        createFrame: wallet.createFrame,
      },
    },
  )
  const rendered = renderAirlock(null, { adapters: [adapter], ...options })
  wallet.test.set = (patch) => Object.assign(rendered.airlock.core.state.embedded, patch)
  return { ...rendered, wallet, adapter }
}

/** What {@link newEmbeddedUser} returns: the frame's user reply. */
export type EmbeddedTestUser = {
  email: string
  address: string
  chainId: number
  accounts: { address: string; type: 'eoa' | 'smartAccount' }[]
  smartAccountDeployed: boolean
  preferredAccountType: 'eoa' | 'smartAccount'
}

/** The address of {@link newEmbeddedUser}. */
export const embeddedUserAddress: string = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A signed-in embedded user as the frame replies, a fresh object per call: valtio keeps (and an
 * account switch mutates) the object given to the state, so tests must not share one.
 */
export function newEmbeddedUser(): EmbeddedTestUser {
  return {
    email: 'visitor@example.org',
    address: embeddedUserAddress,
    chainId: 1,
    accounts: [{ address: embeddedUserAddress, type: 'eoa' }],
    smartAccountDeployed: false,
    preferredAccountType: 'eoa',
  }
}
