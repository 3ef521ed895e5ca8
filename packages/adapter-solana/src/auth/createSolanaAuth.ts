import {
  AddressOrAuthConnectorNotFoundError,
  type ChainAdapterContext,
  type ChainAdapterEmbeddedContext,
  type ChainAdapterEmbeddedWallet,
  type CreateEmbeddedFrameParameters,
  type EmbeddedFrame,
  isSolanaAddress,
  type Network,
} from '@airlock/core'
// The served-method list only; the frame's code stays behind `import()`.
import { FRAME_RPC_METHODS } from '@airlock/wallet-frame/protocol'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { SolanaWalletNotFoundError } from '../errors/SolanaWalletNotFoundError'
import type { SolanaWalletEntry } from '../wallets/getSolanaWallets'
import type { EmbeddedSolanaWallet } from './createEmbeddedSolanaWallet'

/** The id of the Solana adapter's auth connector (the EVM adapter's uses the same). */
export const SOLANA_AUTH_CONNECTOR_ID = 'auth'

/** Options of the embedded wallet on Solana (`createSolanaAdapter({ auth })`). */
export type SolanaAuthParameters = {
  /** The secure site the frame loads from. Default: core's `secureSiteUrl`. */
  secureSiteUrl?: string | undefined
  /** Passed to the frame as `enableLogger`. Default false. */
  enableLogger?: boolean | undefined
  /** The connector's name. Default `Email and socials`. */
  name?: string | undefined
  /** Creates the frame (tests); default `createWalletFrame` of `@airlock/wallet-frame`, loaded on first use. */
  createFrame?: ((parameters: CreateEmbeddedFrameParameters) => Promise<EmbeddedFrame>) | undefined
}

/** What {@link createSolanaAuth} gives the adapter. */
export type SolanaAuth = {
  /** The AUTH connector and its Wallet Standard-shaped wallet. */
  entry: SolanaWalletEntry
  /** The adapter's embedded-wallet capability (`adapter.embeddedWallet`). */
  embeddedWallet: ChainAdapterEmbeddedWallet
  /** GET_USER on `network` (a silent one only for a live stored session); the Solana account. */
  connect(network: Network, silent: boolean): Promise<WalletAccount | undefined>
  /** SWITCH_NETWORK to `network`, so what the frame signs and sends goes to that cluster. */
  switchNetwork(network: Network): Promise<void>
  setup(context: ChainAdapterContext): void
  destroy(): void
}

const STANDARD_CHAINS = ['solana:mainnet', 'solana:devnet', 'solana:testnet'] as const
// A neutral envelope icon (the Wallet Standard asks every wallet for one).
const ICON =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHZpZXdCb3g9IjAgMCAyNCAyNCI+PHBhdGggZmlsbD0ibm9uZSIgc3Ryb2tlPSIjNjY2IiBzdHJva2Utd2lkdGg9IjIiIGQ9Ik0zIDZoMTh2MTJIM3ptMCAwIDkgNyA5LTciLz48L3N2Zz4='

async function createWalletFrame(
  parameters: CreateEmbeddedFrameParameters,
): Promise<EmbeddedFrame> {
  const { createWalletFrame: create } = await import('@airlock/wallet-frame')
  return create(parameters)
}

/**
 * The Solana adapter's embedded wallet: email and social login give a Solana account too, through
 * core's embedded session (the same login as the EVM adapter's; everything chain-agnostic is
 * core's). Connect is GET_USER on the Solana network (`solana:<reference>`), switching is
 * SWITCH_NETWORK, and the Solana sign methods go to the frame, which asks the visitor; the
 * adapter drives it as a Wallet Standard wallet that is never registered with the page.
 *
 * @example
 * const auth = createSolanaAuth()
 * auth.setup(context)
 * const account = await auth.connect(solanaDevnet, false)
 */
export function createSolanaAuth(parameters: SolanaAuthParameters = {}): SolanaAuth {
  let context: ChainAdapterEmbeddedContext | undefined
  let unsubscribe: (() => void) | undefined
  const get = (): ChainAdapterEmbeddedContext => {
    if (!context) throw new AddressOrAuthConnectorNotFoundError()
    return context
  }
  const name = parameters.name ?? 'Email and socials'
  // The wallet's signing code (and its base58 codec) loads on the first connect: listing the
  // connector costs a dapp only this descriptor.
  let shim: EmbeddedSolanaWallet | undefined
  const wallet: Wallet = {
    version: '1.0.0',
    name,
    icon: ICON,
    chains: STANDARD_CHAINS,
    get accounts() {
      return shim?.wallet.accounts ?? []
    },
    features: {},
  }
  const load = async (): Promise<EmbeddedSolanaWallet> => {
    if (!shim) {
      const { createEmbeddedSolanaWallet } = await import('./createEmbeddedSolanaWallet')
      shim ??= createEmbeddedSolanaWallet(get, name)
      Object.assign(wallet.features, shim.wallet.features)
    }
    return shim
  }
  return {
    entry: {
      wallet,
      connector: { id: SOLANA_AUTH_CONNECTOR_ID, name, type: 'AUTH', chain: 'solana' },
    },
    embeddedWallet: {
      connectorId: SOLANA_AUTH_CONNECTOR_ID,
      secureSiteUrl: parameters.secureSiteUrl,
      enableLogger: parameters.enableLogger,
      rpcMethods: FRAME_RPC_METHODS,
      createFrame: parameters.createFrame ?? createWalletFrame,
    },
    async connect(network, silent) {
      const embedded = get()
      if (silent && !(await embedded.isAuthorized())) return undefined
      const user = await embedded.getUser({ chainId: network.caipNetworkId })
      if (!isSolanaAddress(user.address))
        throw new SolanaWalletNotFoundError({
          connectorId: SOLANA_AUTH_CONNECTOR_ID,
          details: 'The embedded wallet returned no Solana account',
        })
      const loaded = await load()
      const account = loaded.setAccount(user.address)
      // Signed out elsewhere (the EVM side, another tab's sign-out seen by IS_CONNECTED): the
      // Solana session ends too.
      unsubscribe?.()
      unsubscribe = embedded.subscribe(() => {
        const state = embedded.getState()
        if (state.status === 'disconnected' && !state.user) loaded.endSession()
      })
      return account
    },
    async switchNetwork(network) {
      await get().switchNetwork({ chainId: network.caipNetworkId })
    },
    setup(setupContext) {
      context = setupContext.embedded
    },
    destroy() {
      unsubscribe?.()
      unsubscribe = undefined
      context = undefined
    },
  }
}
