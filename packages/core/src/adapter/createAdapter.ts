import type { ChainAdapter } from './types'

/**
 * Builds a chain adapter from a factory, the way wagmi's `createConnector` builds
 * connectors. The factory returns a plain object implementing {@link ChainAdapter}, keeping its
 * private state in the closure. `createAirlockCore` calls the adapter's `setup` with a context bound
 * to that core; give each core its own adapter object.
 *
 * @example
 * const myAdapter = createAdapter(() => {
 *   let emit: ChainAdapterEmit | undefined
 *   return {
 *     namespace: 'eip155',
 *     setup(context) { emit = context.emit },
 *     getConnectors: () => [],
 *     // connect, disconnect, switchNetwork, signMessage, sendTransaction, estimateGas, getBalance
 *   }
 * })
 */
export function createAdapter<const adapter extends ChainAdapter>(factory: () => adapter): adapter {
  return factory()
}
