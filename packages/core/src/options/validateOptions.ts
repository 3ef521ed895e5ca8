import type { ValidationIssue } from '../errors/validation'
import { LOG_LEVELS } from '../logger/logLevels'
import type { LogLevel } from '../logger/types'
import { deploymentUrlProblem } from './deploymentUrls'

/**
 * Checks what TypeScript cannot promise to plain-JS callers of `createAirlockCore`; each message
 * names the option to fix. Written by hand rather than as a zod schema: options are checked on every
 * page load, and zod would be the only reason the page's first load carried a schema library
 * (8.8 KiB gzip in the demo); the API response schemas load with the views that fetch.
 *
 * @example
 * validateOptions({ networks: [] }) // [{ path: ['networks'], message: '`networks` must list at least one network' }]
 */
export function validateOptions(options: unknown): ValidationIssue[] {
  const issues: ValidationIssue[] = []
  const add = (path: PropertyKey[], message: string): void => {
    issues.push({ path, message })
  }
  if (!isRecord(options)) {
    add([], '`networks` must be a list of networks')
    return issues
  }

  if (options.projectId !== undefined && typeof options.projectId !== 'string')
    add(['projectId'], '`projectId` must be a string')

  const { networks, adapters } = options
  if (!Array.isArray(networks)) add(['networks'], '`networks` must be a list of networks')
  else {
    networks.forEach((network, index) => {
      if (!isRecord(network) || typeof network.caipNetworkId !== 'string')
        add(['networks', index, 'caipNetworkId'], 'Each network needs a `caipNetworkId`')
      if (!isRecord(network) || typeof network.chainNamespace !== 'string')
        add(['networks', index, 'chainNamespace'], 'Each network needs a `chainNamespace`')
    })
    if (networks.length === 0) add(['networks'], '`networks` must list at least one network')
  }

  if (adapters !== undefined && !Array.isArray(adapters))
    add(['adapters'], '`adapters` must be a list of chain adapters')
  else if (adapters) {
    adapters.forEach((adapter, index) => {
      if (!isRecord(adapter) || typeof adapter.namespace !== 'string')
        add(['adapters', index, 'namespace'], 'Each adapter needs a `namespace`')
    })
  }

  if (options.deploymentUrl !== undefined) {
    const problem = deploymentUrlProblem(options.deploymentUrl)
    if (problem) add(['deploymentUrl'], problem)
  }
  if (options.customRpcUrls !== undefined) {
    if (!isRecord(options.customRpcUrls) || Array.isArray(options.customRpcUrls))
      add(['customRpcUrls'], '`customRpcUrls` must map network ids to lists of URLs')
    else
      for (const [id, urls] of Object.entries(options.customRpcUrls))
        if (
          !Array.isArray(urls) ||
          !urls.every((url) => /^https?:$/.test(parseUrl(url)?.protocol ?? ''))
        )
          add(['customRpcUrls', id], `\`customRpcUrls['${id}']\` must be a list of http(s) URLs`)
  }
  for (const key of ['apiUrl', 'registryUrl', 'secureSiteUrl'] as const) {
    if (options[key] !== undefined && !parseUrl(options[key]))
      add([key], `\`${key}\` must be a URL`)
  }
  // Shown as links in the Connect view: only web pages, never `javascript:` or `data:` URLs.
  for (const key of ['termsConditionsUrl', 'privacyPolicyUrl'] as const) {
    if (options[key] !== undefined && !/^https?:$/.test(parseUrl(options[key])?.protocol ?? ''))
      add([key], `\`${key}\` must be an http:// or https:// URL`)
  }
  if (options.relayUrl !== undefined && !/^wss?:$/.test(parseUrl(options.relayUrl)?.protocol ?? ''))
    add(['relayUrl'], '`relayUrl` must be a ws:// or wss:// URL')

  // Sign-in configs are called by the flow: a missing function would fail mid-sign-in.
  for (const [key, names] of [
    ['siwx', 'createMessage addSession revokeSession setSessions getSessions'],
    ['siweConfig', 'getNonce createMessage verifyMessage getSession signOut'],
  ] as const) {
    const config = options[key]
    if (config !== undefined)
      for (const name of names.split(' '))
        if (!isRecord(config) || typeof config[name] !== 'function')
          add([key, name], `\`${key}.${name}\` must be a function`)
  }

  if (options.logLevel !== undefined && !LOG_LEVELS.includes(options.logLevel as LogLevel))
    add(['logLevel'], `\`logLevel\` must be one of ${LOG_LEVELS.join(', ')}`)

  for (const key of ['featuredWalletIds', 'includeWalletIds', 'excludeWalletIds'] as const) {
    const ids = options[key]
    if (ids === undefined) continue
    if (!Array.isArray(ids)) add([key], 'Wallet ids must be strings')
    else
      ids.forEach((id, index) => {
        if (typeof id !== 'string') add([key, index], 'Wallet ids must be strings')
      })
  }

  // Whole-object rules run only once every field has the right shape (as a schema's refinements).
  if (issues.length) return issues
  if (options.siwx && options.siweConfig)
    add(['siweConfig'], '`siwx` and `siweConfig` cannot be used together: pass only `siwx`')
  const namespaces = Array.isArray(adapters)
    ? adapters.map((adapter: { namespace: string }) => adapter.namespace)
    : []
  if (new Set(namespaces).size !== namespaces.length)
    add(['adapters'], 'Pass at most one adapter per namespace')
  return issues
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** The URL when `value` is a string that parses as an absolute URL (what `new URL` accepts). */
function parseUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}
