import { ValidationError } from '../errors/validation'
import type { Network } from '../networks/types'
import {
  DEFAULT_API_URL,
  DEFAULT_REGISTRY_URL,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
} from '../options/defaults'
import { type DeploymentUrls, deploymentUrls } from '../options/deploymentUrls'

export type AirlockCspParameters = {
  /**
   * The deployment's one URL (`createAirlock({ deploymentUrl })`): the API, registry, relay and
   * secure site derive from it as the kit derives them. Each URL below still overrides its part.
   */
  deploymentUrl?: string
  /** The Blockchain API the kit calls (`createAirlock({ apiUrl })`). Default: the local cloud's. */
  apiUrl?: string
  /** The wallet registry, for its lists and wallet images. Default: the local cloud's. */
  registryUrl?: string
  /** The WalletConnect relay (ws:// or wss://). Default: the local cloud's. */
  relayUrl?: string
  /** The embedded wallet's secure site, the only page allowed in a frame. Default: the local one. */
  secureSiteUrl?: string
  /**
   * The networks given to `createAirlock`: their RPC URLs (and websocket URLs; a Solana network
   * without one gets its HTTP URL's ws:// or wss:// twin, as the Solana adapter derives it) are
   * added to `connect-src`.
   */
  networks?: readonly Network[]
  /** More origins the page may fetch from (its own APIs): added to `connect-src`. */
  connectOrigins?: readonly string[]
  /** More image origins (token logos, avatars from a CDN): added to `img-src`. */
  imageOrigins?: readonly string[]
  /**
   * A per-response nonce (base64), added to `script-src` and `style-src` as `'nonce-...'` for a
   * server that renders its own inline bootstrap script. The kit itself needs none.
   */
  nonce?: string
  /** Where the browser POSTs violation reports (`report-uri`, a URL or path). */
  reportUri?: string
  /** The `Reporting-Endpoints` group name for violation reports (`report-to`). */
  reportTo?: string
}

/** CSP directive name -> its sources, in the order a header lists them. */
export type AirlockCspDirectives = Record<string, readonly string[]>

export type AirlockCspReturnType = {
  /** Each directive's sources, to merge with a policy of your own. */
  directives: AirlockCspDirectives
  /** The whole policy as the value of a `Content-Security-Policy` header. */
  header: string
}

export type AirlockCspErrorType = ValidationError

const NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/
// A report path or URL goes into the header as is: no spaces, quotes, commas or semicolons.
const REPORT_URI = /^[^\s;,'"]+$/
const GROUP = /^[A-Za-z0-9_-]+$/

function invalid(name: string, message: string): ValidationError {
  return new ValidationError({ issues: [{ message: `\`${name}\` ${message}`, path: [name] }] })
}

function originOf(name: string, url: string, schemes: readonly string[]): string {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw invalid(name, 'must be a URL')
  }
  if (!schemes.includes(parsed.protocol)) {
    throw invalid(name, `must be a ${schemes.map((scheme) => `${scheme}//`).join(' or ')} URL`)
  }
  return parsed.origin
}

const HTTP = ['http:', 'https:'] as const
const WS = ['ws:', 'wss:'] as const

function networkOrigins(networks: readonly Network[]): string[] {
  const origins: string[] = []
  for (const network of networks) {
    const { http, webSocket } = network.rpcUrls.default
    for (const url of http) origins.push(originOf('networks', url, HTTP))
    for (const url of webSocket ?? []) origins.push(originOf('networks', url, WS))
    const first = http[0]
    if (network.chainNamespace === 'solana' && !webSocket?.length && first) {
      origins.push(originOf('networks', first, HTTP).replace(/^http/, 'ws'))
    }
  }
  return origins
}

function deploymentOf(url: string | undefined): DeploymentUrls | undefined {
  if (url === undefined) return undefined
  try {
    return deploymentUrls(url)
  } catch (error) {
    throw invalid('deploymentUrl', (error as Error).message.replace(/^`deploymentUrl` /, ''))
  }
}

function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)]
}

/**
 * The Content-Security-Policy a page needs to run Airlock with nothing inline and no `eval`:
 * `default-src 'self'`, scripts and styles from the page's own origin only (the kit's styles are
 * constructable stylesheets, which such a policy allows), fetches and websockets to the API,
 * registry, relay and the networks' RPC, images from the page, the registry and the API (plus
 * `data:`, the form wallets announce their icons in), and frames from the secure site only.
 * Returns the directives and the header value; add your own origins with `connectOrigins` and
 * `imageOrigins`. Throws `ValidationError` for a URL that is not one, or a nonce or report
 * endpoint that would break out of its directive.
 *
 * @example
 * const { header } = airlockCsp({
 *   apiUrl: 'https://api.example.com',
 *   relayUrl: 'wss://relay.example.com',
 *   secureSiteUrl: 'https://wallet.example.com',
 *   networks,
 * })
 * response.setHeader('Content-Security-Policy', header)
 */
export function airlockCsp(parameters: AirlockCspParameters = {}): AirlockCspReturnType {
  const deployment = deploymentOf(parameters.deploymentUrl)
  const api = originOf('apiUrl', parameters.apiUrl ?? deployment?.apiUrl ?? DEFAULT_API_URL, HTTP)
  const registry = originOf(
    'registryUrl',
    parameters.registryUrl ?? deployment?.registryUrl ?? DEFAULT_REGISTRY_URL,
    HTTP,
  )
  const relay = originOf(
    'relayUrl',
    parameters.relayUrl ?? deployment?.relayUrl ?? DEFAULT_RELAY_URL,
    WS,
  )
  const secureSite = originOf(
    'secureSiteUrl',
    parameters.secureSiteUrl ?? deployment?.secureSiteUrl ?? DEFAULT_SECURE_SITE_URL,
    HTTP,
  )
  const connect = (parameters.connectOrigins ?? []).map((url) =>
    originOf('connectOrigins', url, [...HTTP, ...WS]),
  )
  const images = (parameters.imageOrigins ?? []).map((url) => originOf('imageOrigins', url, HTTP))
  const { nonce, reportUri, reportTo } = parameters
  if (nonce !== undefined && !NONCE.test(nonce)) throw invalid('nonce', 'must be base64')
  if (reportUri !== undefined && !REPORT_URI.test(reportUri)) {
    throw invalid('reportUri', 'must be a URL or path')
  }
  if (reportTo !== undefined && !GROUP.test(reportTo)) {
    throw invalid('reportTo', 'must be a group name (letters, digits, - and _)')
  }
  const nonceSource = nonce === undefined ? [] : [`'nonce-${nonce}'`]

  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...nonceSource],
    'style-src': ["'self'", ...nonceSource],
    'img-src': unique(["'self'", 'data:', registry, api, ...images]),
    'font-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      api,
      registry,
      relay,
      ...networkOrigins(parameters.networks ?? []),
      ...connect,
    ]),
    'frame-src': [secureSite],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(reportUri === undefined ? {} : { 'report-uri': [reportUri] }),
    ...(reportTo === undefined ? {} : { 'report-to': [reportTo] }),
  }
  const header = Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ')
  return { directives, header }
}
