import { type AirlockCore, base, createAirlockCore, mainnet, type Network } from '@airlock/core'
import {
  announceMockWallet,
  type CreateMockWalletOptions,
  createMockWallet,
  type MockWallet,
} from '@airlock/testing'
import { inject } from 'vitest'
import {
  type CreateEvmAdapterParameters,
  createEvmAdapter,
  type EvmAdapter,
} from '../adapter/createEvmAdapter'

/** Core's mainnet and base, with their RPC on this run's anvil chains. */
export function testNetworks(): [Network, Network] {
  const onAnvil = (network: Network, rpcUrl: string): Network => ({
    ...network,
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  return [onAnvil(mainnet, inject('rpc1')), onAnvil(base, inject('rpc8453'))]
}

export type EvmSetup = {
  wallet: MockWallet
  adapter: EvmAdapter
  core: AirlockCore
  networks: [Network, Network]
  /** Undoes everything: the announcement, the adapter's watchers. */
  stop(): void
}

/**
 * A mock wallet announced on this window (EIP-6963), an EVM adapter and a real core with mainnet
 * and base on anvil. `window` is happy-dom's.
 */
export async function setupEvm(options: {
  wallet?: Partial<CreateMockWalletOptions> & Pick<CreateMockWalletOptions, 'privateKeys'>
  existingWallet?: MockWallet
  adapter?: CreateEvmAdapterParameters
  injectEthereum?: boolean
}): Promise<EvmSetup> {
  const networks = testNetworks()
  const wallet =
    options.existingWallet ??
    createMockWallet({
      chains: [
        { id: 1, rpcUrl: inject('rpc1') },
        { id: 8453, rpcUrl: inject('rpc8453') },
      ],
      privateKeys: [],
      ...options.wallet,
    })
  const unannounce = announceMockWallet(wallet, window, {
    injectEthereum: options.injectEthereum ?? false,
  })
  const adapter = createEvmAdapter(options.adapter)
  const core = createAirlockCore({ projectId: 'test', networks, adapters: [adapter] })
  await core.ready
  return {
    wallet,
    adapter,
    core,
    networks,
    stop() {
      adapter.destroy()
      unannounce()
    },
  }
}
