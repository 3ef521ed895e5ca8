import {
  AddressOrAuthConnectorNotFoundError,
  type ChainAdapterContext,
  type ChainAdapterEmbeddedContext,
  type ChainAdapterEmbeddedWallet,
  type CreateEmbeddedFrameParameters,
  type EmbeddedFrame,
} from '@airlock/core'
// The served-method list only (a few hundred bytes); the frame's code stays behind `import()`.
import { FRAME_RPC_METHODS } from '@airlock/wallet-frame/protocol'
import type { CreateConnectorFn } from '@wagmi/core'
import {
  AUTH_CONNECTOR_ID,
  type AuthProvider,
  createAuthWagmiConnector,
} from './createAuthWagmiConnector'

/** Options of the embedded wallet (`createEvmAdapter({ auth })`). */
export type EvmAuthParameters = {
  /**
   * The secure site the frame loads from; given here, it wins over core's. Default: core's
   * `secureSiteUrl` (itself defaulting to the local one, `http://127.0.0.1:8788`).
   */
  secureSiteUrl?: string | undefined
  /** Passed to the frame as `enableLogger`. Default false. */
  enableLogger?: boolean | undefined
  /** The connector's name (wagmi's `connector.name`). Default `Email and socials`. */
  name?: string | undefined
  /**
   * Creates the frame (tests pass core's `createTestEmbeddedFrame`); default `createWalletFrame` of
   * `@airlock/wallet-frame`, loaded with `import()` on first use.
   */
  createFrame?: ((parameters: CreateEmbeddedFrameParameters) => Promise<EmbeddedFrame>) | undefined
}

/** What {@link createEvmAuth} returns to the adapter. */
export type EvmAuth = {
  /** The wagmi connector (type `auth`, listed as `AUTH`). */
  connector: CreateConnectorFn<AuthProvider>
  /** The adapter's embedded-wallet capability (`adapter.embeddedWallet`). */
  embeddedWallet: ChainAdapterEmbeddedWallet
  setup(context: ChainAdapterContext): void
  destroy(): void
}

// The frame's code is fetched only here, when core first needs the frame.
async function createWalletFrame(
  parameters: CreateEmbeddedFrameParameters,
): Promise<EmbeddedFrame> {
  const { createWalletFrame: create } = await import('@airlock/wallet-frame')
  return create(parameters)
}

/**
 * The EVM adapter's embedded wallet: the capability core drives (the AUTH connector's id, the
 * frame's factory, the methods the frame serves) and the wagmi connector whose EIP-1193 provider
 * is glue over core's embedded session (`context.embedded`). Everything chain-agnostic (the
 * session, its storage, the flows, approvals) is core's.
 *
 * @example
 * const auth = createEvmAuth({ secureSiteUrl: 'http://127.0.0.1:8788' })
 * // createEvmWagmiConfig({ networks, connectors: [auth.connector] }); auth.setup(context)
 */
export function createEvmAuth(parameters: EvmAuthParameters = {}): EvmAuth {
  let context: ChainAdapterEmbeddedContext | undefined
  const get = (): ChainAdapterEmbeddedContext => {
    if (!context) throw new AddressOrAuthConnectorNotFoundError()
    return context
  }
  return {
    connector: createAuthWagmiConnector(get, parameters.name ? { name: parameters.name } : {}),
    embeddedWallet: {
      connectorId: AUTH_CONNECTOR_ID,
      secureSiteUrl: parameters.secureSiteUrl,
      enableLogger: parameters.enableLogger,
      rpcMethods: FRAME_RPC_METHODS,
      createFrame: parameters.createFrame ?? createWalletFrame,
    },
    setup(setupContext) {
      context = setupContext.embedded
    },
    destroy() {
      context = undefined
    },
  }
}
