import type { KeyValueStorage } from './types'

/**
 * An in-memory {@link KeyValueStorage}: the fallback when `localStorage` is missing (SSR, Node)
 * or cannot be reached. Each call returns a new, empty store.
 *
 * @example
 * const storage = createStorage(createMemoryStorage())
 */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>()
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value))
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}
