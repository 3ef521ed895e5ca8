/** The service URLs one Airlock deployment serves, as `createAirlockCore` uses them. */
export type DeploymentUrls = {
  /** The Blockchain API: the deployment URL itself. */
  apiUrl: string
  /** The wallet registry: the deployment URL itself. */
  registryUrl: string
  /** The WalletConnect relay: the deployment URL's WebSocket form, path `/relay`. */
  relayUrl: string
  /** The embedded wallet's secure site: an origin of its own (see `deploymentUrls`). */
  secureSiteUrl: string
}

/** The path under the deployment URL where the cloud answers the relay's WebSocket. */
export const DEPLOYMENT_RELAY_PATH = '/relay' as const

/**
 * Derives every service URL of a self-hosted deployment from its one URL, without a request:
 * the Blockchain API and the wallet registry are the URL itself, the relay is its `ws:` / `wss:`
 * form at `/relay`, and the secure site keeps an origin of its own (the frame's isolation rests on
 * it): `secure.<host>` for a domain name, or the next port on the same host for `localhost` or an
 * IP address (the layout `airlock-services` starts: 8787, then 8788). Throws a `TypeError` for a
 * URL that is not http(s) or carries a query, a fragment or credentials.
 *
 * @example
 * deploymentUrls('https://airlock.example.com')
 * // { apiUrl: 'https://airlock.example.com', registryUrl: 'https://airlock.example.com',
 * //   relayUrl: 'wss://airlock.example.com/relay', secureSiteUrl: 'https://secure.airlock.example.com' }
 * deploymentUrls('http://127.0.0.1:8787').secureSiteUrl // 'http://127.0.0.1:8788'
 */
export function deploymentUrls(deploymentUrl: string): DeploymentUrls {
  const url = parseDeploymentUrl(deploymentUrl)
  const base = `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  const relay = `${base.replace(/^http/, 'ws')}${DEPLOYMENT_RELAY_PATH}`
  const secure = new URL(url.origin)
  if (isLocalOrIp(url.hostname)) {
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80))
    secure.port = String(port + 1)
  } else secure.hostname = `secure.${url.hostname}`
  return { apiUrl: base, registryUrl: base, relayUrl: relay, secureSiteUrl: secure.origin }
}

/** The reason `deploymentUrl` cannot be used, or undefined when it can. */
export function deploymentUrlProblem(value: unknown): string | undefined {
  try {
    parseDeploymentUrl(value)
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

function parseDeploymentUrl(value: unknown): URL {
  let url: URL | undefined
  try {
    url = new URL(value as string)
  } catch {}
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  )
    throw new TypeError(
      '`deploymentUrl` must be an http:// or https:// URL without a query, fragment or credentials',
    )
  return url
}

function isLocalOrIp(hostname: string): boolean {
  return /(^|\.)localhost$|^\[|^[\d.]+$/.test(hostname)
}
