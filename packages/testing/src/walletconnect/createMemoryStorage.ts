/** The key-value storage interface the WalletConnect SDK persists its state through. */
export type MemoryStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * Storage for one SDK client that lives in this process only: a test wallet leaves no
 * `walletconnect.db` or other file behind and starts empty every time.
 *
 * @example
 * await SignClient.init({ storage: createMemoryStorage(), ... })
 */
export function createMemoryStorage(): MemoryStorage {
  const items = new Map<string, unknown>()
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items.entries()] as [string, T][],
    getItem: async <T>(key: string) => items.get(key) as T | undefined,
    setItem: async (key, value) => {
      items.set(key, value)
    },
    removeItem: async (key) => {
      items.delete(key)
    },
  }
}
