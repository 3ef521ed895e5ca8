import type { AirlockCore } from '@airlock/core'

/** What every registry query of the modal is filtered by: the configured chains and id lists. */
export function registryFilters(core: AirlockCore): {
  chains: string[]
  include: readonly string[] | undefined
  exclude: readonly string[] | undefined
} {
  const { networks, includeWalletIds, excludeWalletIds } = core.options
  return {
    chains: [...new Set(networks.map((network) => network.caipNetworkId))],
    include: includeWalletIds.length ? includeWalletIds : undefined,
    exclude: excludeWalletIds.length ? excludeWalletIds : undefined,
  }
}
