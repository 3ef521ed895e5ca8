// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { MAX_RECENT_WALLETS } from '../constants/limits'
import { STORAGE_KEYS, THEME_STORAGE_KEY } from '../constants/storageKeys'
import { BALANCE_CACHE_TTL_MS } from '../constants/timing'
import type { StorageError } from '../errors/storage'
import { cacheKey } from './cacheKey'
import { createMemoryStorage } from './createMemoryStorage'
import { createStorage } from './createStorage'
import { AIRLOCK_STORAGE_KEYS, CACHE_KEY_PREFIX, CACHE_TTL_MS } from './keys'
import type { AirlockStorage, KeyValueStorage } from './types'

function recorder() {
  const messages: string[] = []
  return {
    messages,
    logger: { info: (message: string, _error: unknown) => messages.push(message) },
  }
}

beforeEach(() => {
  localStorage.clear()
})

describe('createStorage over localStorage', () => {
  test('uses the page localStorage when no backing is given', () => {
    createStorage().setEmail('a@b.co')
    expect(localStorage.getItem('@appkit-wallet/EMAIL')).toBe('a@b.co')
  })

  test('the spec keys are the literals of SPEC.md §3', () => {
    expect(STORAGE_KEYS).toEqual({
      EMAIL_LOGIN_USED: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
      EMAIL: '@appkit-wallet/EMAIL',
      LAST_USED_CHAIN: '@appkit-wallet/LAST_USED_CHAIN_KEY',
      LAST_EMAIL_LOGIN_TIME: '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
      SOCIAL_USERNAME: '@appkit-wallet/SOCIAL_USERNAME',
      SMART_ACCOUNT_ENABLED_NETWORKS: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
      PREFERRED_ACCOUNT_TYPE: '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
    })
    expect(THEME_STORAGE_KEY).toBe('theme')
  })

  test.each<[string, (s: AirlockStorage) => void, string, string]>([
    ['login used', (s) => s.setEmailLoginUsed(true), '@appkit-wallet/EMAIL_LOGIN_USED_KEY', 'true'],
    ['email', (s) => s.setEmail('me@x.io'), '@appkit-wallet/EMAIL', 'me@x.io'],
    [
      'last chain',
      (s) => s.setLastUsedChain('eip155:8453'),
      '@appkit-wallet/LAST_USED_CHAIN_KEY',
      'eip155:8453',
    ],
    [
      'login time',
      (s) => s.setLastEmailLoginTime(1700000000000),
      '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
      '1700000000000',
    ],
    ['social username', (s) => s.setSocialUsername('ana'), '@appkit-wallet/SOCIAL_USERNAME', 'ana'],
    [
      'smart-account networks',
      (s) => s.setSmartAccountEnabledNetworks([1, 8453]),
      '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
      '1,8453',
    ],
    [
      'preferred account type',
      (s) => s.setPreferredAccountType('smartAccount'),
      '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
      'smartAccount',
    ],
    ['theme', (s) => s.setThemeMode('dark'), 'theme', 'dark'],
    [
      'embedded session token',
      (s) => s.setEmbeddedSessionToken('t0k3n'),
      '@airlock/EMBEDDED_SESSION_TOKEN',
      't0k3n',
    ],
    [
      'active network',
      (s) => s.setActiveNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'),
      '@airlock/ACTIVE_CAIP_NETWORK_ID',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    ],
    [
      'connector id',
      (s) => s.setConnectedConnectorId('eip155', 'io.metamask'),
      '@airlock/CONNECTED_CONNECTOR_ID/eip155',
      'io.metamask',
    ],
  ])('writes %s as the raw value under its key', (_name, write, key, raw) => {
    write(createStorage())
    expect(localStorage.getItem(key)).toBe(raw)
  })

  test('reads back what it writes', () => {
    const storage = createStorage()
    expect(storage.getEmailLoginUsed()).toBe(false)
    storage.setEmailLoginUsed(true)
    expect(storage.getEmailLoginUsed()).toBe(true)
    storage.setEmailLoginUsed(false)
    expect(storage.getEmailLoginUsed()).toBe(false)
    expect(localStorage.getItem(STORAGE_KEYS.EMAIL_LOGIN_USED)).toBeNull()

    storage.setEmail('me@x.io')
    storage.setLastUsedChain('eip155:1')
    storage.setLastEmailLoginTime(123)
    storage.setSocialUsername('ana')
    storage.setPreferredAccountType('eoa')
    storage.setThemeMode('light')
    storage.setActiveNetwork('eip155:10')
    storage.setConnectedConnectorId('solana', 'phantom')
    expect(storage.getEmail()).toBe('me@x.io')
    expect(storage.getLastUsedChain()).toBe('eip155:1')
    expect(storage.getLastEmailLoginTime()).toBe(123)
    expect(storage.getSocialUsername()).toBe('ana')
    expect(storage.getPreferredAccountType()).toBe('eoa')
    expect(storage.getThemeMode()).toBe('light')
    expect(storage.getActiveNetwork()).toBe('eip155:10')
    expect(storage.getConnectedConnectorId('solana')).toBe('phantom')
    expect(storage.getConnectedConnectorId('eip155')).toBeUndefined()
    storage.removeConnectedConnectorId('solana')
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
    storage.remove(STORAGE_KEYS.EMAIL)
    expect(storage.getEmail()).toBeUndefined()
  })

  test('an empty store reads as absent', () => {
    const storage = createStorage()
    expect(storage.getEmail()).toBeUndefined()
    expect(storage.getLastUsedChain()).toBeUndefined()
    expect(storage.getLastEmailLoginTime()).toBeUndefined()
    expect(storage.getSocialUsername()).toBeUndefined()
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    expect(storage.getPreferredAccountType()).toBeUndefined()
    expect(storage.getThemeMode()).toBeUndefined()
    expect(storage.getRecentWallets()).toEqual([])
    expect(storage.getActiveNetwork()).toBeUndefined()
  })

  test('clearEmbeddedSession removes only the login flag, email, last chain, social name', () => {
    const storage = createStorage()
    storage.setEmailLoginUsed(true)
    storage.setEmail('me@x.io')
    storage.setLastUsedChain('eip155:1')
    storage.setSocialUsername('ana')
    storage.setLastEmailLoginTime(5)
    storage.setSmartAccountEnabledNetworks([1])
    storage.setPreferredAccountType('smartAccount')
    storage.setThemeMode('dark')
    storage.clearEmbeddedSession()
    expect(localStorage.getItem('@appkit-wallet/EMAIL_LOGIN_USED_KEY')).toBeNull()
    expect(localStorage.getItem('@appkit-wallet/EMAIL')).toBeNull()
    expect(localStorage.getItem('@appkit-wallet/LAST_USED_CHAIN_KEY')).toBeNull()
    expect(localStorage.getItem('@appkit-wallet/SOCIAL_USERNAME')).toBeNull()
    expect(localStorage.getItem('@appkit-wallet/LAST_EMAIL_LOGIN_TIME')).toBe('5')
    expect(localStorage.getItem('@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('1')
    expect(localStorage.getItem('@appkit-wallet/PREFERRED_ACCOUNT_TYPE')).toBe('smartAccount')
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  test('the theme key can be changed', () => {
    createStorage(undefined, { themeStorageKey: 'my-theme' }).setThemeMode('dark')
    expect(localStorage.getItem('my-theme')).toBe('dark')
    expect(localStorage.getItem('theme')).toBeNull()
  })
})

describe('defensive reads', () => {
  test.each([
    ['1,8453', [1, 8453]],
    [' 1 , 10 ', [1, 10]],
    ['1,,abc,-5,0,1.5,8453', [1, 8453]],
    ['', []],
    ['junk', []],
  ])('smart-account networks %j read as %j', (raw, expected) => {
    localStorage.setItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, raw)
    expect(createStorage().getSmartAccountEnabledNetworks()).toEqual(expected)
  })

  test('invalid ids are not written', () => {
    createStorage().setSmartAccountEnabledNetworks([1, Number.NaN, -2, 1.5, 137])
    expect(localStorage.getItem(STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS)).toBe('1,137')
  })

  test.each([
    ['eip155:1', 'eip155:1'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['137', 'eip155:137'],
    ['0x89', 'eip155:137'],
    ['eip155', undefined],
    ['cosmos:cosmoshub-4', undefined],
    ['eip155:1:0xabc', undefined],
    ['{"x":1}', undefined],
    ['', undefined],
  ])('last chain %j reads as %j', (raw, expected) => {
    const { messages, logger } = recorder()
    localStorage.setItem(STORAGE_KEYS.LAST_USED_CHAIN, raw)
    expect(createStorage(undefined, { logger }).getLastUsedChain()).toBe(expected)
    expect(messages).toEqual(expected === undefined ? ['Unable to parse item'] : [])
  })

  test.each([
    ['1700000000000', 1700000000000],
    ['0', 0],
    ['soon', undefined],
    ['', undefined],
    ['-1', undefined],
    ['Infinity', undefined],
  ])('login time %j reads as %j', (raw, expected) => {
    localStorage.setItem(STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, raw)
    expect(createStorage(undefined, recorder()).getLastEmailLoginTime()).toBe(expected)
  })

  test.each([
    ['eoa', 'eoa'],
    ['smartAccount', 'smartAccount'],
    ['payment', 'payment'],
    ['admin', undefined],
  ])('preferred account type %j reads as %j', (raw, expected) => {
    localStorage.setItem(STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE, raw)
    expect(createStorage().getPreferredAccountType()).toBe(expected)
  })

  test.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['blue', undefined],
  ])('theme %j reads as %j', (raw, expected) => {
    localStorage.setItem('theme', raw)
    expect(createStorage().getThemeMode()).toBe(expected)
  })

  test('an empty email reads as absent', () => {
    localStorage.setItem(STORAGE_KEYS.EMAIL, '')
    expect(createStorage().getEmail()).toBeUndefined()
  })
})

describe('recent wallets', () => {
  const a = { id: 'a', name: 'A' }
  const b = { id: 'b', name: 'B', imageUrl: 'https://img/b.png' }
  const c = { id: 'c', name: 'C', rdns: 'io.c' }

  test(`keeps at most MAX_RECENT_WALLETS (${MAX_RECENT_WALLETS}), most recent first`, () => {
    expect(MAX_RECENT_WALLETS).toBe(2)
    const storage = createStorage()
    expect(storage.addRecentWallet(a)).toEqual([a])
    expect(storage.addRecentWallet(b)).toEqual([b, a])
    expect(storage.addRecentWallet(c)).toEqual([c, b])
    expect(storage.getRecentWallets()).toEqual([c, b])
    expect(JSON.parse(localStorage.getItem(AIRLOCK_STORAGE_KEYS.RECENT_WALLETS) ?? '')).toEqual([
      c,
      b,
    ])
  })

  test('de-duplicates by id, moving the wallet to the front with its new data', () => {
    const storage = createStorage()
    storage.addRecentWallet(a)
    storage.addRecentWallet(b)
    expect(storage.addRecentWallet({ id: 'a', name: 'A2' })).toEqual([{ id: 'a', name: 'A2' }, b])
  })

  test.each([
    ['not JSON', '[{'],
    ['not an array', '{"id":"a"}'],
    ['a string', '"a"'],
  ])('%s reads as []', (_name, raw) => {
    localStorage.setItem(AIRLOCK_STORAGE_KEYS.RECENT_WALLETS, raw)
    expect(createStorage(undefined, recorder()).getRecentWallets()).toEqual([])
  })

  test('junk entries are dropped and the list is capped', () => {
    localStorage.setItem(
      AIRLOCK_STORAGE_KEYS.RECENT_WALLETS,
      JSON.stringify([
        null,
        1,
        { id: 2, name: 'x' },
        { id: 'x' },
        { id: '', name: 'e' },
        a,
        { ...b, rdns: 5 },
        c,
        b,
      ]),
    )
    expect(createStorage().getRecentWallets()).toEqual([a, c])
  })
})

describe('TTL caches', () => {
  test('keys and lifetimes of SPEC.md §9', () => {
    expect(CACHE_KEY_PREFIX).toBe('@airlock/cache/')
    expect(CACHE_TTL_MS).toEqual({
      portfolio: 30000,
      nativeBalance: 30000,
      ensName: 300000,
      identity: 300000,
    })
    expect(cacheKey('portfolio', 'eip155:1:0xabc')).toBe('portfolio/eip155:1:0xabc')
  })

  test('stores { value, timestamp } under the prefixed key', () => {
    const storage = createStorage()
    storage.setCached(cacheKey('identity', '0xabc'), { name: 'ana.eth' }, 1000)
    expect(JSON.parse(localStorage.getItem('@airlock/cache/identity/0xabc') ?? '')).toEqual({
      value: { name: 'ana.eth' },
      timestamp: 1000,
    })
  })

  test('fresh entries are read; expired ones read as absent and are removed', () => {
    const storage = createStorage()
    const key = cacheKey('portfolio', 'eip155:1:0xabc')
    storage.setCached(key, [1, 2], 10_000)
    expect(storage.getCached(key, BALANCE_CACHE_TTL_MS, 10_000)).toEqual([1, 2])
    expect(storage.getCached(key, BALANCE_CACHE_TTL_MS, 10_000 + 29_999)).toEqual([1, 2])
    expect(storage.getCached(key, BALANCE_CACHE_TTL_MS, 10_000 + 30_000)).toBeUndefined()
    expect(localStorage.getItem(`@airlock/cache/${key}`)).toBeNull()
  })

  test('uses Date.now() by default', () => {
    const storage = createStorage()
    storage.setCached('k', 'v')
    expect(storage.getCached('k', 60_000)).toBe('v')
    expect(storage.getCached('k', 0)).toBeUndefined()
  })

  test('an entry from the future is dropped', () => {
    const storage = createStorage()
    storage.setCached('k', 'v', 5000)
    expect(storage.getCached('k', 60_000, 4000)).toBeUndefined()
  })

  test.each([
    ['not JSON', '{'],
    ['no timestamp', '{"value":1}'],
    ['string timestamp', '{"value":1,"timestamp":"1"}'],
    ['null', 'null'],
  ])('a corrupt entry (%s) reads as absent, is removed and logged', (_name, raw) => {
    const { messages, logger } = recorder()
    localStorage.setItem('@airlock/cache/k', raw)
    expect(createStorage(undefined, { logger }).getCached('k', 60_000, 0)).toBeUndefined()
    expect(messages).toEqual(['Unable to parse item'])
    if (raw !== '{') expect(localStorage.getItem('@airlock/cache/k')).toBeNull()
  })
})

describe('memory fallback and failing storage', () => {
  test('a memory backing keeps localStorage untouched', () => {
    const storage = createStorage(createMemoryStorage())
    storage.setEmail('me@x.io')
    storage.addRecentWallet({ id: 'a', name: 'A' })
    expect(storage.getEmail()).toBe('me@x.io')
    expect(storage.getRecentWallets()).toEqual([{ id: 'a', name: 'A' }])
    expect(localStorage.length).toBe(0)
  })

  test('a storage whose every method throws never throws and logs Unable to ...', () => {
    const errors: StorageError[] = []
    const messages: string[] = []
    const fail = (): never => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const broken: KeyValueStorage = { getItem: fail, setItem: fail, removeItem: fail }
    const storage = createStorage(broken, {
      logger: {
        info: (message, error) => {
          messages.push(message)
          errors.push(error as StorageError)
        },
      },
    })
    expect(() => {
      storage.setEmail('x@y.z')
      storage.setEmailLoginUsed(true)
      storage.setEmailLoginUsed(false)
      storage.setSmartAccountEnabledNetworks([1])
      storage.setCached('k', 1)
      storage.clearEmbeddedSession()
      storage.remove('k')
    }).not.toThrow()
    expect(storage.getEmail()).toBeUndefined()
    expect(storage.getEmailLoginUsed()).toBe(false)
    expect(storage.getSmartAccountEnabledNetworks()).toEqual([])
    expect(storage.getRecentWallets()).toEqual([])
    expect(storage.addRecentWallet({ id: 'a', name: 'A' })).toEqual([{ id: 'a', name: 'A' }])
    expect(storage.getCached('k', 1000)).toBeUndefined()
    expect(messages.length).toBeGreaterThan(10)
    for (const message of messages) expect(message.startsWith('Unable to ')).toBe(true)
    expect(new Set(messages)).toEqual(
      new Set(['Unable to get item', 'Unable to set item', 'Unable to remove item']),
    )
    expect(errors.every((error) => error.cause instanceof DOMException)).toBe(true)
  })
})
