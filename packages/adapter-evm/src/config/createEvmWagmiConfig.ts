import {
  INJECTED_WALLET_WAIT_MS,
  NamespaceNotConfiguredError,
  type Network,
  RPC_TIMEOUT_MS,
} from '@airlock/core'
import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  http,
  injected,
  type Storage,
  type Transport,
} from '@wagmi/core'
import type { Chain } from 'viem'
import { toViemChain } from '../networks/toViemChain'

export type CreateEvmWagmiConfigParameters = {
  /** The networks; those outside eip155 are ignored. At least one eip155 network is needed. */
  networks: readonly Network[]
  /** More wagmi connectors (WalletConnect, a wallet SDK), after the injected one. */
  connectors?: readonly CreateConnectorFn[]
  /** wagmi's storage; default: wagmi's (localStorage under `wagmi.`, nothing on a server). */
  storage?: Storage | null
}

/**
 * Builds the wagmi `Config` the EVM adapter runs on: one viem chain and one `http` transport per
 * eip155 network (its `rpcUrls.default.http[0]`, 10 s time-out), EIP-6963 discovery
 * (`multiInjectedProviderDiscovery`) and the plain `injected()` connector, which waits up to
 * 1000 ms for a late `window.ethereum` when restoring a session. Safe on a server:
 * wagmi looks for `window` only when it exists. Throws `Namespace is not configured` without an
 * eip155 network.
 *
 * @example
 * const config = createEvmWagmiConfig({ networks: [mainnet, base] })
 */
export function createEvmWagmiConfig(parameters: CreateEvmWagmiConfigParameters): Config {
  const chains = parameters.networks
    .filter((network) => network.chainNamespace === 'eip155')
    .map(toViemChain)
  const [first, ...rest] = chains
  if (!first) {
    throw new NamespaceNotConfiguredError({ metaMessages: ['Namespace: eip155'] })
  }
  const transports: Record<number, Transport> = {}
  for (const chain of chains) {
    transports[chain.id] = http(chain.rpcUrls.default.http[0], { timeout: RPC_TIMEOUT_MS })
  }
  const tuple: readonly [Chain, ...Chain[]] = [first, ...rest]
  return createConfig({
    chains: tuple,
    transports,
    connectors: [
      injected({ unstable_shimAsyncInject: INJECTED_WALLET_WAIT_MS }),
      ...(parameters.connectors ?? []),
    ],
    multiInjectedProviderDiscovery: true,
    ...(parameters.storage === undefined ? {} : { storage: parameters.storage }),
  })
}
