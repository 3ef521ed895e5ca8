import { StorageError, type StorageOperation } from '../errors/storage'
import { createMemoryStorage } from './createMemoryStorage'
import type { KeyValueStorage } from './types'

/** Where quiet storage failures go; `console` satisfies it. */
export type StorageLogger = { info(message: string, ...details: unknown[]): void }

/** String and JSON access to a {@link KeyValueStorage} that never throws. */
export type SafeStorage = {
  read(key: string): string | undefined
  write(key: string, value: string): void
  remove(key: string): void
  /** Parsed JSON, or `undefined` when absent or unparsable (logged as `Unable to parse item`). */
  readJson(key: string): unknown
  writeJson(key: string, value: unknown): void
  log(operation: StorageOperation, key: string | undefined, cause: unknown): void
}

/**
 * Wraps `backing` (or, when absent, `globalThis.localStorage`, else memory) so that every failure
 * is logged as `Unable to ...` instead of thrown. `localStorage` is looked up on first
 * use, inside try/catch: reading the property throws in sandboxed frames and some private modes.
 */
export function createSafeStorage(
  backing: KeyValueStorage | undefined,
  logger: StorageLogger,
): SafeStorage {
  let resolved = backing

  function log(operation: StorageOperation, key: string | undefined, cause: unknown): void {
    const error = new StorageError({ operation, key, cause })
    logger.info(error.shortMessage, error)
  }

  function store(): KeyValueStorage {
    if (resolved) return resolved
    try {
      resolved = globalThis.localStorage ?? undefined
    } catch (error) {
      log('access', undefined, error)
    }
    resolved ??= createMemoryStorage()
    return resolved
  }

  function read(key: string): string | undefined {
    try {
      const value = store().getItem(key)
      return typeof value === 'string' ? value : undefined
    } catch (error) {
      log('get', key, error)
      return undefined
    }
  }

  function write(key: string, value: string): void {
    try {
      store().setItem(key, value)
    } catch (error) {
      log('set', key, error)
    }
  }

  function remove(key: string): void {
    try {
      store().removeItem(key)
    } catch (error) {
      log('remove', key, error)
    }
  }

  function readJson(key: string): unknown {
    const text = read(key)
    if (text === undefined) return undefined
    try {
      return JSON.parse(text)
    } catch (error) {
      log('parse', key, error)
      return undefined
    }
  }

  function writeJson(key: string, value: unknown): void {
    let text: string
    try {
      text = JSON.stringify(value)
    } catch (error) {
      log('set', key, error)
      return
    }
    write(key, text)
  }

  return { read, write, remove, readJson, writeJson, log }
}
