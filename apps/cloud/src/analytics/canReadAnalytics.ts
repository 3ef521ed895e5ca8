import { timingSafeEqual } from 'node:crypto'
import type { CloudConfig } from '../config/types'

/** Who may read the analytics page: `ok`, or the status to answer. */
export type AnalyticsAccess = 'ok' | 401 | 403 | 404

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]'])

/**
 * The analytics page holds every project's events, so a public project id is not enough to read
 * it. With `AIRLOCK_ANALYTICS_TOKEN` set: the operator's token, as `Authorization: Bearer <token>`
 * or as the password of HTTP Basic (a browser asks for it), else 401. Without a token: in
 * development, a request to a loopback host name that came through no proxy (no `Forwarded` or
 * `X-Forwarded-For`), else 403; in production, 404 (the page is off).
 *
 * @example
 * canReadAnalytics(config, { authorization: 'Bearer ' + token, host: 'cloud.example' }) // 'ok'
 */
export function canReadAnalytics(
  config: Pick<CloudConfig, 'analyticsToken' | 'production'>,
  headers: { authorization?: string | undefined; host?: string | undefined; forwarded?: boolean },
): AnalyticsAccess {
  const token = config.analyticsToken
  if (token) return matchesToken(token, headers.authorization) ? 'ok' : 401
  if (config.production) return 404
  const host = (headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
  return loopbackHosts.has(host) && !headers.forwarded ? 'ok' : 403
}

function matchesToken(token: string, authorization: string | undefined): boolean {
  if (!authorization) return false
  const [scheme, value = ''] = authorization.split(' ', 2)
  let given = ''
  if (scheme?.toLowerCase() === 'bearer') given = value
  else if (scheme?.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8')
    given = decoded.slice(decoded.indexOf(':') + 1)
  }
  const expected = Buffer.from(token)
  const actual = Buffer.from(given)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
