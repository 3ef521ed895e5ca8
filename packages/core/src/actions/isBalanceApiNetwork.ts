import { getSupportedChains } from '../api/blockchain/getSupportedChains'
import { BALANCE_NAMESPACES } from '../constants/chains'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import type { Network } from '../networks/types'

/**
 * Whether the Blockchain API answers balances for `network`: its namespace has balances (eip155
 * and solana) and the API lists it in `/v1/supported-chains`. The list is asked once
 * per instance; a failed ask is asked again next time and rejects. Internal to `fetchBalance`.
 */
export async function isBalanceApiNetwork(core: AirlockCore, network: Network): Promise<boolean> {
  if (!(BALANCE_NAMESPACES as readonly string[]).includes(network.chainNamespace)) return false
  const { internals } = core
  internals.supportedChains ??= getSupportedChains(getApiClient(core, 'api')).then(
    ({ http }) => http,
    (error: unknown) => {
      internals.supportedChains = undefined
      throw error
    },
  )
  return (await internals.supportedChains).includes(network.caipNetworkId)
}
