import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The client's IP for rate limits: the socket's peer address, or with `trustedProxies` = N > 0 the
 * N-th address from the right of `X-Forwarded-For` (the one the outermost trusted proxy saw; the
 * ones left of it are whatever the client wrote). IPv4-mapped IPv6 is shown as IPv4, and an IPv6
 * address is cut to its /64, which one client usually holds entirely.
 *
 * @example
 * clientIp(c, 0) // '127.0.0.1'
 */
export function clientIp(c: Context, trustedProxies = 0): string {
  let address = ''
  if (trustedProxies > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    address = hops[hops.length - trustedProxies] ?? hops[0] ?? ''
  }
  if (!address) {
    try {
      address = getConnInfo(c).remote.address ?? ''
    } catch {
      address = ''
    }
  }
  address = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '')
  if (!address.includes(':')) return address || 'unknown'
  return ipv6Prefix(address)
}

function ipv6Prefix(address: string): string {
  const [head = '', tail = ''] = address.split('%')[0]?.split('::') ?? []
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = address.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
