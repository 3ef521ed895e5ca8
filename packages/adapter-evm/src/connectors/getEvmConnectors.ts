import type { Connector, ConnectorType } from '@airlock/core'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import { isReverseDns } from './isReverseDns'
import { sanitizeWalletIcon } from './sanitizeWalletIcon'
import { sanitizeWalletName } from './sanitizeWalletName'

/** The id of the plain injected connector (`window.ethereum`), as wagmi names it. */
export const INJECTED_CONNECTOR_ID = 'injected'
/** The name the plain injected connector is listed under (wagmi's is `Injected`). */
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

// Connector types of wallet SDKs wagmi knows, mapped to SPEC.md §3 connector types. Any other
// non-injected wagmi connector is listed as an external one (SPEC.md §9 `external` group).
const SDK_CONNECTOR_TYPES: Readonly<Record<string, ConnectorType>> = {
  walletConnect: 'WALLET_CONNECT',
  auth: 'AUTH',
}

// Ids Airlock stores and puts in the DOM; wagmi's own ids and EIP-6963 rdns values fit.
const SAFE_ID = /^[a-z0-9][a-z0-9._-]{0,99}$/i

function withImage(connector: Connector, icon: unknown): Connector {
  const imageUrl = sanitizeWalletIcon(icon)
  return imageUrl === undefined ? connector : { ...connector, imageUrl }
}

type Announcement = { info: { rdns: string; name: unknown; icon: unknown }; provider: unknown }

// wagmi keeps its EIP-6963 store (mipd) in `_internal`; reading it avoids a second store that
// would ask every wallet to announce itself again. `all` holds every announced id, valid or not.
function announcements(config: Config): { valid: Map<string, Announcement>; all: Set<unknown> } {
  const found = new Map<string, Announcement>()
  const all = new Set<unknown>()
  for (const detail of config._internal.mipd?.getProviders() ?? []) {
    const info: unknown = detail?.info
    if (typeof info !== 'object' || info === null || !('rdns' in info)) continue
    const { rdns } = info
    all.add(rdns)
    if (!isReverseDns(rdns) || found.has(rdns)) continue
    const name = 'name' in info ? info.name : undefined
    const icon = 'icon' in info ? info.icon : undefined
    found.set(rdns, { info: { rdns, name, icon }, provider: detail.provider })
  }
  return { valid: found, all }
}

async function providerOf(connector: WagmiConnector): Promise<unknown> {
  try {
    return await connector.getProvider()
  } catch {
    return undefined
  }
}

/**
 * The wagmi config's connectors as Airlock connectors: wallets
 * announced by EIP-6963 are `ANNOUNCED` with their name, icon and `info.rdns` (untrusted input,
 * sanitised; announcements without a valid rdns are left out); the plain injected provider is
 * `INJECTED` (`Browser Wallet`), listed only when `window.ethereum` exists and is not the provider
 * of an announced wallet; WalletConnect is `WALLET_CONNECT`; other SDK connectors are external.
 * The ids are wagmi's (the rdns for announced wallets), so they map back one to one.
 *
 * @example
 * const connectors = await getEvmConnectors(wagmiConfig)
 * // [{ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', ... }]
 */
export async function getEvmConnectors(config: Config): Promise<Connector[]> {
  const { valid: announced, all: announcedIds } = announcements(config)
  const announcedProviders = new Set(Array.from(announced.values(), (detail) => detail.provider))
  const result: Connector[] = []
  for (const connector of config.connectors) {
    const { id, type } = connector
    if (typeof id !== 'string' || !SAFE_ID.test(id)) continue
    const detail = type === 'injected' ? announced.get(id) : undefined
    if (detail) {
      const name = sanitizeWalletName(detail.info.name) ?? id
      const entry: Connector = { id, name, type: 'ANNOUNCED', chain: 'eip155', info: { rdns: id } }
      result.push(withImage(entry, detail.info.icon))
      continue
    }
    if (type === 'injected' && id === INJECTED_CONNECTOR_ID) {
      const provider = await providerOf(connector)
      if (provider === undefined || provider === null || announcedProviders.has(provider)) continue
      result.push({ id, name: INJECTED_CONNECTOR_NAME, type: 'INJECTED', chain: 'eip155' })
      continue
    }
    // wagmi made this connector from an announcement whose rdns is not valid.
    if (type === 'injected' && announcedIds.has(id)) continue
    const name = sanitizeWalletName(connector.name) ?? id
    const sdkType = SDK_CONNECTOR_TYPES[type]
    const entry: Connector = sdkType
      ? { id, name, type: sdkType, chain: 'eip155' }
      : { id, name, type: 'INJECTED', chain: 'eip155', external: true }
    result.push(withImage(entry, connector.icon))
  }
  return result
}
