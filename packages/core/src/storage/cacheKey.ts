import type { CacheKind } from './keys'

/**
 * The key of one TTL cache entry, for `getCached` / `setCached`: `{kind}/{id}`, stored under
 * `@airlock/cache/{kind}/{id}`. Use the CAIP address as `id` for balances and the address for
 * names and identities.
 *
 * @example
 * storage.setCached(cacheKey('identity', '0xabc'), { name: 'vitalik.eth', avatar: null })
 * storage.getCached(cacheKey('identity', '0xabc'), CACHE_TTL_MS.identity)
 */
export function cacheKey(kind: CacheKind, id: string): string {
  return `${kind}/${id}`
}
