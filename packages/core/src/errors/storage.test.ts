import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import { StorageError } from './storage'

describe('StorageError', () => {
  test.each([
    ['get', 'Unable to get item'],
    ['set', 'Unable to set item'],
    ['remove', 'Unable to remove item'],
    ['parse', 'Unable to parse item'],
    ['access', 'Unable to access storage'],
  ] as const)('%s: %s', (operation, shortMessage) => {
    const error = new StorageError({ operation, key: 'k', cause: new Error('quota') })
    expect(error).toBeInstanceOf(BaseError)
    expect(error.shortMessage).toBe(shortMessage)
    expect(error.operation).toBe(operation)
    expect(error.key).toBe('k')
    expect(error.message).toContain('Key: k')
    expect(error.details).toBe('quota')
  })

  test('without a key there is no key line', () => {
    const error = new StorageError({ operation: 'access' })
    expect(error.key).toBeUndefined()
    expect(error.message).toBe('Unable to access storage')
  })
})
