import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage'

describe('createMemoryStorage', () => {
  test('gets, sets and removes strings', () => {
    const storage = createMemoryStorage()
    expect(storage.getItem('a')).toBeNull()
    storage.setItem('a', '1')
    expect(storage.getItem('a')).toBe('1')
    storage.removeItem('a')
    expect(storage.getItem('a')).toBeNull()
  })

  test('each call is a separate store', () => {
    const one = createMemoryStorage()
    one.setItem('k', 'v')
    expect(createMemoryStorage().getItem('k')).toBeNull()
  })
})
