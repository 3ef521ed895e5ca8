import { afterEach, describe, expect, test, vi } from 'vitest'
import { StorageError } from '../errors/storage'
import { createSafeStorage } from './createSafeStorage'
import type { KeyValueStorage } from './types'

function recorder() {
  const calls: [string, StorageError][] = []
  return {
    calls,
    logger: {
      info: (message: string, error: unknown) => calls.push([message, error as StorageError]),
    },
  }
}

const throwing: KeyValueStorage = {
  getItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('full', 'QuotaExceededError')
  },
  removeItem: () => {
    throw new DOMException('denied', 'SecurityError')
  },
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
})

describe('createSafeStorage', () => {
  test('without localStorage (Node, SSR) it falls back to memory', () => {
    expect('localStorage' in globalThis).toBe(false)
    const { calls, logger } = recorder()
    const safe = createSafeStorage(undefined, logger)
    safe.write('k', 'v')
    expect(safe.read('k')).toBe('v')
    safe.remove('k')
    expect(safe.read('k')).toBeUndefined()
    expect(calls).toEqual([])
  })

  test('uses globalThis.localStorage lazily, on first use', () => {
    const { logger } = recorder()
    const safe = createSafeStorage(undefined, logger)
    const items = new Map<string, string>()
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      value: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => items.set(key, value),
        removeItem: (key: string) => items.delete(key),
      },
    })
    safe.write('k', 'v')
    expect(items.get('k')).toBe('v')
  })

  test('a localStorage getter that throws is logged and memory is used', () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('sandboxed', 'SecurityError')
      },
    })
    const { calls, logger } = recorder()
    const safe = createSafeStorage(undefined, logger)
    safe.write('k', 'v')
    expect(safe.read('k')).toBe('v')
    expect(calls.map(([message]) => message)).toEqual(['Unable to access storage'])
    expect(calls[0]?.[1]).toBeInstanceOf(StorageError)
    expect(calls[0]?.[1].operation).toBe('access')
  })

  test('methods that throw are logged as Unable to ... and never thrown', () => {
    const { calls, logger } = recorder()
    const safe = createSafeStorage(throwing, logger)
    expect(safe.read('a')).toBeUndefined()
    expect(() => safe.write('b', 'x')).not.toThrow()
    expect(() => safe.remove('c')).not.toThrow()
    expect(safe.readJson('d')).toBeUndefined()
    expect(() => safe.writeJson('e', { x: 1 })).not.toThrow()
    expect(calls.map(([message, error]) => [message, error.key])).toEqual([
      ['Unable to get item', 'a'],
      ['Unable to set item', 'b'],
      ['Unable to remove item', 'c'],
      ['Unable to get item', 'd'],
      ['Unable to set item', 'e'],
    ])
    expect(calls[1]?.[1].cause).toBeInstanceOf(DOMException)
  })

  test('corrupt JSON reads as undefined and is logged', () => {
    const { calls, logger } = recorder()
    const backing: KeyValueStorage = { getItem: () => '{nope', setItem() {}, removeItem() {} }
    expect(createSafeStorage(backing, logger).readJson('k')).toBeUndefined()
    expect(calls.map(([message]) => message)).toEqual(['Unable to parse item'])
  })

  test('a value JSON cannot serialise is logged, not thrown', () => {
    const { calls, logger } = recorder()
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    createSafeStorage(undefined, logger).writeJson('k', cyclic)
    expect(calls.map(([message]) => message)).toEqual(['Unable to set item'])
  })

  test('a getItem that returns a non-string reads as undefined', () => {
    const backing = {
      getItem: () => 42,
      setItem() {},
      removeItem() {},
    } as unknown as KeyValueStorage
    expect(createSafeStorage(backing, recorder().logger).read('k')).toBeUndefined()
  })

  test('console.info is a valid logger', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    createSafeStorage(throwing, console).read('k')
    expect(info).toHaveBeenCalledWith('Unable to get item', expect.any(StorageError))
    info.mockRestore()
  })
})
