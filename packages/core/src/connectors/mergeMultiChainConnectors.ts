import type { ChainNamespace } from '../caip/types'
import type { Connector } from './types'

// A wallet's name with case, spaces and punctuation removed: `Phantom`, `phantom ` and `Phan-tom`
// match; an empty result never matches anything.
function toMatchName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

// Only connectors the wallet announced itself (EIP-6963, Wallet Standard) take part: a plain
// injected provider, an SDK-backed connector, WalletConnect and auth stay as they are.
function canMerge(connector: Connector): boolean {
  return connector.type === 'ANNOUNCED' && !connector.external
}

/**
 * Shows a wallet that announced itself in several namespaces (over EIP-6963 and the Wallet
 * Standard) once: announced connectors of different namespaces whose names are equal once
 * lower-cased with everything but letters and digits removed become one `MULTI_CHAIN` connector,
 * in place of the first of them (the adapters' order is kept). It takes that first
 * connector's id, name, chain and explorer id, the first image (id and URL) any of them has, the
 * first rdns (EIP-6963's), and lists its per-namespace connectors in `connectors`, one per
 * namespace (the first announced). A wallet announced in one namespace only, and every connector
 * that is not `ANNOUNCED`, is returned unchanged.
 *
 * @example
 * mergeMultiChainConnectors([
 *   { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'app.phantom' } },
 *   { id: 'wallet-standard:Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
 * ])
 * // [{ id: 'app.phantom', name: 'Phantom', type: 'MULTI_CHAIN', chain: 'eip155', info: { rdns: 'app.phantom' },
 * //    connectors: [<the eip155 one>, <the solana one>] }]
 */
export function mergeMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    if (!canMerge(connector)) continue
    const key = toMatchName(connector.name)
    if (!key) continue
    const group = groups.get(key) ?? []
    if (group.some((member) => member.chain === connector.chain)) continue
    group.push(connector)
    groups.set(key, group)
  }

  const merged = new Map<Connector, Connector>()
  const dropped = new Set<Connector>()
  for (const group of groups.values()) {
    const [first, ...rest] = group
    if (!first || rest.length === 0) continue
    merged.set(first, toMultiChain(group))
    for (const member of rest) dropped.add(member)
  }

  const result: Connector[] = []
  for (const connector of connectors) {
    if (dropped.has(connector)) continue
    result.push(merged.get(connector) ?? connector)
  }
  return result
}

function toMultiChain(group: readonly Connector[]): Connector {
  const [first] = group as [Connector, ...Connector[]]
  const imageId = group.find((member) => member.imageId)?.imageId
  const imageUrl = group.find((member) => member.imageUrl)?.imageUrl
  const rdns = group.find((member) => member.info?.rdns)?.info?.rdns
  const explorerId = group.find((member) => member.explorerId)?.explorerId
  return {
    id: first.id,
    name: first.name,
    type: 'MULTI_CHAIN',
    chain: first.chain,
    ...(imageId ? { imageId } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(rdns ? { info: { rdns } } : {}),
    ...(explorerId ? { explorerId } : {}),
    connectors: [...group],
  }
}

/**
 * The connector to use in `namespace`: for a `MULTI_CHAIN` connector its connector of that
 * namespace (`undefined` when it has none), for any other connector itself when it is of that
 * namespace.
 *
 * @example
 * getNamespaceConnector(phantom, 'solana')?.id // 'wallet-standard:Phantom'
 */
export function getNamespaceConnector(
  connector: Connector,
  namespace: ChainNamespace,
): Connector | undefined {
  if (connector.type === 'MULTI_CHAIN' && connector.connectors) {
    return connector.connectors.find((member) => member.chain === namespace)
  }
  return connector.chain === namespace ? connector : undefined
}
