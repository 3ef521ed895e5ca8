import type { WalletListEntry } from '../api/types'
import type { ConnectorGroup } from '../constants/features'
import type { AirlockCore } from '../createAirlockCore'
import type { RecentWallet } from '../storage/types'
import { getConnectorGroup } from './getConnectorGroup'
import { mergeMultiChainConnectors } from './mergeMultiChainConnectors'
import type { Connector } from './types'

export type GetSortedConnectorsParameters = {
  /**
   * Registry wallets fetched so far (featured and recommended come from here), in the registry's
   * order.
   */
  wallets?: readonly WalletListEntry[]
}

/** One entry of the connect view's wallet list. */
export type SortedConnectorItem = {
  group: ConnectorGroup
  /** Stable key: the connector id, else the registry wallet id. */
  id: string
  name: string
  /** The installed connector to connect with, when there is one. */
  connector?: Connector
  /** The registry (or custom) wallet, when the entry is one. */
  wallet?: WalletListEntry
  imageId?: string
  imageUrl?: string
  rdns?: string
}

export type GetSortedConnectorsReturnType = SortedConnectorItem[]

// Within `injected`, announced (EIP-6963) wallets come first (SPEC-READINGS.md "Behaviour").
const INJECTED_RANK: Readonly<Record<Connector['type'], number>> = {
  ANNOUNCED: 0,
  MULTI_CHAIN: 0,
  INJECTED: 1,
  AUTH: 2,
  WALLET_CONNECT: 2,
}

/**
 * The connect view's wallet list in this order: walletConnect, recent, injected (announced
 * first), featured, custom, external, recommended. Each wallet appears once: connectors sharing an
 * rdns collapse into one (the announced one wins over a plain injected one), a recent wallet (at
 * most 2, latest first) is listed under `recent` instead of its own group, and registry wallets
 * that are installed or recent are not listed again. A wallet announced over EIP-6963 and the
 * Wallet Standard is one `MULTI_CHAIN` entry (`mergeMultiChainConnectors`). `excludeWalletIds` and `includeWalletIds`
 * filter registry wallets and the connectors that name one; featured wallets follow
 * `featuredWalletIds`' order.
 *
 * @example
 * getSortedConnectors(core, { wallets: registryPage }).map((item) => item.group)
 * // ['walletConnect', 'recent', 'injected', 'injected', 'featured', 'recommended', ...]
 */
export function getSortedConnectors(
  core: AirlockCore,
  parameters: GetSortedConnectorsParameters = {},
): GetSortedConnectorsReturnType {
  const { options } = core
  const wallets = parameters.wallets ?? []
  const excluded = new Set(options.excludeWalletIds)
  const included = options.includeWalletIds.length ? new Set(options.includeWalletIds) : undefined
  const allowed = (walletId: string | undefined): boolean =>
    walletId === undefined || (!excluded.has(walletId) && (!included || included.has(walletId)))

  const connectors = dedupeConnectors(
    mergeMultiChainConnectors(core.state.connectors.connectors),
  ).filter((connector) => allowed(connector.explorerId))
  const listed = new Set<string>()
  const isListed = (keys: readonly (string | null | undefined)[]): boolean =>
    keys.some((key) => key && listed.has(key))
  const list = (keys: readonly (string | null | undefined)[]): void => {
    for (const key of keys) if (key) listed.add(key)
  }

  const items: SortedConnectorItem[] = []
  const push = (item: SortedConnectorItem, keys: readonly (string | null | undefined)[]): void => {
    items.push(item)
    list(keys)
  }

  for (const connector of connectors) {
    if (getConnectorGroup(connector) !== 'walletConnect') continue
    push(fromConnector('walletConnect', connector), connectorKeys(connector))
  }

  for (const recent of core.state.connectors.recentWallets) {
    if (!allowed(recent.id) || isListed(recentKeys(recent))) continue
    const connector = connectors.find(
      (candidate) =>
        getConnectorGroup(candidate) !== 'walletConnect' &&
        getConnectorGroup(candidate) !== undefined &&
        connectorKeys(candidate).some((key) => recentKeys(recent).includes(key)),
    )
    const wallet = wallets.find((candidate) => candidate.id === recent.id)
    push(fromRecent(recent, connector, wallet), [
      ...recentKeys(recent),
      ...(connector ? connectorKeys(connector) : []),
    ])
  }

  const injected = connectors
    .filter((connector) => getConnectorGroup(connector) === 'injected')
    .sort((a, b) => INJECTED_RANK[a.type] - INJECTED_RANK[b.type])
  for (const connector of injected) {
    if (isListed(connectorKeys(connector))) continue
    push(fromConnector('injected', connector), connectorKeys(connector))
  }

  for (const id of options.featuredWalletIds) {
    const wallet = wallets.find((candidate) => candidate.id === id)
    if (!wallet || !allowed(wallet.id) || isListed(walletKeys(wallet))) continue
    push(fromWallet('featured', wallet), walletKeys(wallet))
  }

  for (const wallet of options.customWallets) {
    if (isListed(walletKeys(wallet))) continue
    push(fromWallet('custom', wallet), walletKeys(wallet))
  }

  for (const connector of connectors) {
    if (getConnectorGroup(connector) !== 'external' || isListed(connectorKeys(connector))) continue
    push(fromConnector('external', connector), connectorKeys(connector))
  }

  for (const wallet of wallets) {
    if (!allowed(wallet.id) || isListed(walletKeys(wallet))) continue
    push(fromWallet('recommended', wallet), walletKeys(wallet))
  }

  return items
}

// One connector per rdns (announced over injected) and per id across chains.
function dedupeConnectors(connectors: readonly Connector[]): Connector[] {
  const ranked = [...connectors].sort((a, b) => INJECTED_RANK[a.type] - INJECTED_RANK[b.type])
  const seen = new Set<string>()
  const kept = new Set<Connector>()
  for (const connector of ranked) {
    const rdns = connector.info?.rdns
    const keys = [`id:${connector.id}`, ...(rdns ? [`rdns:${rdns}`] : [])]
    if (keys.some((key) => seen.has(key))) continue
    for (const key of keys) seen.add(key)
    kept.add(connector)
  }
  // Keep the adapters' order; only the choice between duplicates used the rank.
  return connectors.filter((connector) => kept.has(connector))
}

// A multi-chain connector also answers to each of its namespaces' connectors.
function connectorKeys(connector: Connector): string[] {
  return [
    `id:${connector.id}`,
    ...(connector.explorerId ? [`id:${connector.explorerId}`] : []),
    ...(connector.info?.rdns ? [`rdns:${connector.info.rdns}`] : []),
    ...(connector.connectors ?? []).flatMap(connectorKeys),
  ]
}

function recentKeys(recent: RecentWallet): string[] {
  return [`id:${recent.id}`, ...(recent.rdns ? [`rdns:${recent.rdns}`] : [])]
}

function walletKeys(wallet: WalletListEntry): string[] {
  return [`id:${wallet.id}`, ...(wallet.rdns ? [`rdns:${wallet.rdns}`] : [])]
}

function fromConnector(group: ConnectorGroup, connector: Connector): SortedConnectorItem {
  return {
    group,
    id: connector.id,
    name: connector.name,
    connector,
    ...(connector.imageId ? { imageId: connector.imageId } : {}),
    ...(connector.imageUrl ? { imageUrl: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  }
}

function fromWallet(group: ConnectorGroup, wallet: WalletListEntry): SortedConnectorItem {
  const imageUrl = imageUrlOf(wallet)
  return {
    group,
    id: wallet.id,
    name: wallet.name,
    wallet,
    ...(wallet.image_id ? { imageId: wallet.image_id } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(wallet.rdns ? { rdns: wallet.rdns } : {}),
  }
}

function fromRecent(
  recent: RecentWallet,
  connector: Connector | undefined,
  wallet: WalletListEntry | undefined,
): SortedConnectorItem {
  const base = connector ? fromConnector('recent', connector) : undefined
  const imageUrl = recent.imageUrl ?? base?.imageUrl ?? imageUrlOf(wallet)
  const imageId = base?.imageId ?? wallet?.image_id
  const rdns = recent.rdns ?? base?.rdns ?? wallet?.rdns ?? undefined
  return {
    group: 'recent',
    id: connector?.id ?? recent.id,
    name: recent.name,
    ...(connector ? { connector } : {}),
    ...(wallet ? { wallet } : {}),
    ...(imageId ? { imageId } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    ...(rdns ? { rdns } : {}),
  }
}

// Custom wallets carry `image_url`; registry entries have none (their images go by `image_id`).
function imageUrlOf(wallet: WalletListEntry | undefined): string | undefined {
  const imageUrl = wallet?.image_url
  return typeof imageUrl === 'string' && imageUrl ? imageUrl : undefined
}
