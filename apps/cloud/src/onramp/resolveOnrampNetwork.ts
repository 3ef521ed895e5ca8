import { httpError } from '../server/httpError'
import type { CloudContext, RunningChain } from '../server/types'
import { ONRAMP_FALLBACK_NETWORK, ONRAMP_NETWORKS } from './constants'

/**
 * The running chain a provider network name (`ethereum`, `base`, ...) or a CAIP-2 id
 * (`eip155:8453`) stands for. A served chain off the card-provider list is reached by its CAIP-2
 * id; anything the cloud does not run answers 400 `Unsupported network`.
 *
 * @example
 * resolveOnrampNetwork(ctx, 'base').chainId // 8453
 */
export function resolveOnrampNetwork(ctx: CloudContext, network: unknown): RunningChain {
  const name = typeof network === 'string' && network !== '' ? network : ONRAMP_FALLBACK_NETWORK
  const known = ONRAMP_NETWORKS.find((entry) => entry.name === name)
  const caip = /^eip155:(\d{1,12})$/.exec(name)
  const chainId = known?.chainId ?? (caip?.[1] ? Number(caip[1]) : undefined)
  const chain = chainId === undefined ? undefined : ctx.chains?.get(chainId)
  if (!chain)
    httpError(400, 'Unsupported network', {
      network: name,
      supported: servedNetworks(ctx).map((entry) => entry.name),
    })
  return chain
}

/** The card-provider networks (SPEC §9) the cloud runs a chain for, in SPEC order. */
export function servedNetworks(ctx: CloudContext): typeof ONRAMP_NETWORKS {
  return ONRAMP_NETWORKS.filter((entry) => ctx.chains?.get(entry.chainId) !== undefined)
}
