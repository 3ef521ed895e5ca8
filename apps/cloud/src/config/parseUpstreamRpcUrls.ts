import { ConfigError } from './errors'
import type { ChainPort } from './types'

const variable = 'AIRLOCK_UPSTREAM_RPC_URLS'
const expected =
  'distinct chainId=url pairs of configured chains with http(s) URLs, e.g. 1=https://rpc.example/key,8453=http://127.0.0.1:9546'

/**
 * Applies `AIRLOCK_UPSTREAM_RPC_URLS` (`chainId=url` pairs, comma separated) to the configured
 * chains: each listed chain gets `upstreamUrl` (the cloud starts no node for it), the others are
 * returned unchanged. Every id must be one of `chains`, every URL http or https, no id twice.
 *
 * @example
 * parseUpstreamRpcUrls('1=http://127.0.0.1:9545', [{ chainId: 1, port: 8545 }])
 * // [{ chainId: 1, port: 8545, upstreamUrl: 'http://127.0.0.1:9545' }]
 */
export function parseUpstreamRpcUrls(value: string, chains: ChainPort[]): ChainPort[] {
  const upstreams = new Map<number, string>()
  const parts = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
  for (const part of parts) {
    const match = /^(\d+)=(.+)$/.exec(part)
    const chainId = Number(match?.[1])
    const url = parseHttpUrl(match?.[2]?.trim())
    const refuse = (why: string) => new ConfigError(variable, redact(value), `${expected} (${why})`)
    if (!match) throw refuse(`"${part}" is not chainId=url`)
    if (!url) throw refuse(`chain ${chainId}: not an http or https URL`)
    // fetch refuses URLs with credentials: a provider's key belongs in the path.
    if (hasCredentials(url))
      throw refuse(
        `chain ${chainId}: user:password@ in a URL is not supported, put a key in the path`,
      )
    if (upstreams.has(chainId)) throw refuse(`chain ${chainId} is listed twice`)
    if (!chains.some((chain) => chain.chainId === chainId))
      throw refuse(
        `chain ${chainId} is not configured; the chains are ${chains.map((c) => c.chainId).join(', ')}`,
      )
    upstreams.set(chainId, url)
  }
  return chains.map((chain) => {
    const upstreamUrl = upstreams.get(chain.chainId)
    return upstreamUrl ? { ...chain, upstreamUrl } : { ...chain }
  })
}

function parseHttpUrl(text: string | undefined): string | undefined {
  if (!text) return undefined
  try {
    const url = new URL(text)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.hostname === '') return undefined
    // Kept as written (a provider's path or key stays intact), without a trailing slash added.
    return text
  } catch {
    return undefined
  }
}

function hasCredentials(text: string): boolean {
  const url = new URL(text)
  return url.username !== '' || url.password !== ''
}

/** The value with each URL's credentials, path and query cut (a provider's key stays out of logs). */
function redact(value: string): string {
  return value.replace(
    /(https?:\/\/)(?:[^@/\s,]*@)?([^/\s,?#]*)([^\s,]*)/gi,
    (_match, scheme: string, host: string, rest: string) => `${scheme}${host}${rest ? '/…' : ''}`,
  )
}
