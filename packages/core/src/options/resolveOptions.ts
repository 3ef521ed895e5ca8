import { DEFAULT_ACCOUNT_TYPES } from '../constants/chains'
import { CONNECT_METHOD_ORDER, DEFAULT_FEATURES, DEFAULT_SOCIALS } from '../constants/features'
import { DEFAULT_LOG_LEVEL } from '../constants/limits'
import { NetworkNotFoundError } from '../errors/network'
import { ValidationError } from '../errors/validation'
import type { Network } from '../networks/types'
import { withCloudRpc } from '../networks/withCloudRpc'
import {
  DEFAULT_API_URL,
  DEFAULT_REGISTRY_URL,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
} from './defaults'
import { deploymentUrls } from './deploymentUrls'
import type { AirlockOptions, ResolvedOptions } from './types'
import { validateOptions } from './validateOptions'

export type ResolveOptionsParameters = AirlockOptions
export type ResolveOptionsReturnType = ResolvedOptions
export type ResolveOptionsErrorType = ValidationError | NetworkNotFoundError

/**
 * Validates the options of `createAirlockCore` and fills in every default: features over
 * `DEFAULT_FEATURES`, account types over `DEFAULT_ACCOUNT_TYPES`, connect methods email, social,
 * wallet, service URLs to the local cloud. A missing project id is not an error here: the core
 * shows the alert `Project ID Not Configured` instead. `siwx` together with `siweConfig` is
 * rejected.
 *
 * @example
 * const options = resolveOptions({ projectId: 'abc', networks: [mainnet] })
 * options.features.swaps // true
 * options.defaultNetwork // mainnet
 */
export function resolveOptions(options: ResolveOptionsParameters): ResolveOptionsReturnType {
  const issues = validateOptions(options)
  if (issues.length) throw new ValidationError({ issues })

  const deployment = options.deploymentUrl ? deploymentUrls(options.deploymentUrl) : undefined
  const projectId = options.projectId?.trim() || undefined
  const apiUrl = options.apiUrl ?? deployment?.apiUrl ?? DEFAULT_API_URL
  const networks = routeRpc(options.networks, {
    customRpcUrls: options.customRpcUrls,
    proxy: deployment && projectId ? { host: apiUrl, projectId } : undefined,
  })
  const defaultNetwork = options.defaultNetwork
    ? networks.find((network) => network.caipNetworkId === options.defaultNetwork?.caipNetworkId)
    : networks[0]
  if (!defaultNetwork) {
    throw new NetworkNotFoundError({
      caipNetworkId: options.defaultNetwork?.caipNetworkId,
      details: '`defaultNetwork` must be one of `networks`',
    })
  }

  return {
    projectId,
    networks,
    defaultNetwork,
    adapters: options.adapters ?? [],
    features: { ...DEFAULT_FEATURES, ...options.features },
    metadata: options.metadata,
    socials: options.socials ?? DEFAULT_SOCIALS,
    connectMethodsOrder: options.connectMethodsOrder ?? CONNECT_METHOD_ORDER,
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    customWallets: options.customWallets ?? [],
    termsConditionsUrl: options.termsConditionsUrl,
    privacyPolicyUrl: options.privacyPolicyUrl,
    defaultAccountTypes: { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes },
    themeMode: options.themeMode,
    themeVariables: { ...options.themeVariables },
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    enableReconnect: options.enableReconnect ?? true,
    siwx: options.siwx,
    siweConfig: options.siweConfig,
    apiUrl,
    registryUrl: options.registryUrl ?? deployment?.registryUrl ?? DEFAULT_REGISTRY_URL,
    relayUrl: options.relayUrl ?? deployment?.relayUrl ?? DEFAULT_RELAY_URL,
    // An origin: a trailing path would change where the frame's messages are accepted from.
    secureSiteUrl: new URL(
      options.secureSiteUrl ?? deployment?.secureSiteUrl ?? DEFAULT_SECURE_SITE_URL,
    ).origin,
    storage: options.storage,
    initialState: options.initialState,
    connectionCookie:
      options.connectionCookie === true ? {} : options.connectionCookie || undefined,
    debug: options.debug ?? false,
    logLevel: options.logLevel ?? DEFAULT_LOG_LEVEL,
  }
}

/**
 * Each network's RPC: the dapp's own URLs for it (`customRpcUrls`), else the deployment's proxy
 * when there is one, else the network's own. The list is returned as given when nothing applies.
 */
function routeRpc(
  networks: readonly Network[],
  {
    customRpcUrls,
    proxy,
  }: {
    customRpcUrls: AirlockOptions['customRpcUrls']
    proxy: { host: string; projectId: string } | undefined
  },
): readonly Network[] {
  if (!customRpcUrls && !proxy) return networks
  return networks.map((network) => {
    const own = customRpcUrls?.[network.caipNetworkId]
    if (own?.length) return { ...network, rpcUrls: { default: { http: [...own] } } }
    return proxy ? withCloudRpc(network, proxy) : network
  })
}
