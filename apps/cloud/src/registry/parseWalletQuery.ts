import { httpError } from '../server/httpError'

export type WalletQuery = {
  page: number
  entries: number
  include: string[]
  exclude: string[]
  search: string
  badgeType: 'none' | 'certified' | undefined
  chains: string[]
}

/** Largest page size; AppKit asks for 40 at most, a bit of room for other clients. */
export const maxEntries = 100
const maxListItems = 500
const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const walletId = /^[A-Za-z0-9_-]{1,128}$/

/**
 * Validates the query of `GET /getWallets`. Anything malformed is a 400 naming the parameter,
 * never a silently different page.
 *
 * @example
 * parseWalletQuery(new URLSearchParams('page=2&entries=10&chains=eip155:1'))
 */
export function parseWalletQuery(params: URLSearchParams): WalletQuery {
  const badge = params.get('badge_type') ?? ''
  if (badge !== '' && badge !== 'none' && badge !== 'certified')
    httpError(400, 'Invalid badge_type', { reason: 'badge_type must be none or certified' })
  const search = (params.get('search') ?? '').trim()
  if (search.length > 100)
    httpError(400, 'Invalid search', { reason: 'search is at most 100 characters' })
  return {
    page: integer(params, 'page', 1, 1, 100_000),
    entries: integer(params, 'entries', 40, 1, maxEntries),
    include: list(params, 'include', walletId),
    exclude: list(params, 'exclude', walletId),
    search,
    badgeType: badge === '' ? undefined : badge,
    chains: list(params, 'chains', caip2),
  }
}

function integer(
  params: URLSearchParams,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = params.get(name)
  if (raw === null || raw === '') return fallback
  const value = Number(raw)
  if (!/^\d+$/.test(raw) || value < min || value > max)
    httpError(400, `Invalid ${name}`, {
      reason: `${name} must be an integer from ${min} to ${max}`,
    })
  return value
}

function list(params: URLSearchParams, name: string, pattern: RegExp): string[] {
  const raw = params.get(name)
  if (!raw) return []
  const items = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  if (items.length > maxListItems)
    httpError(400, `Invalid ${name}`, { reason: `${name} holds at most ${maxListItems} items` })
  const bad = items.find((item) => !pattern.test(item))
  if (bad !== undefined)
    httpError(400, `Invalid ${name}`, { reason: `${name} item not valid: ${bad.slice(0, 80)}` })
  return items
}
