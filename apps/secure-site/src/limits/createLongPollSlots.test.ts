import { describe, expect, it } from 'vitest'
import { createLongPollSlots } from './createLongPollSlots'

describe('createLongPollSlots', () => {
  it('caps per IP and in total, and gives places back once', () => {
    const slots = createLongPollSlots({ perIp: 2, total: 3 })
    const a1 = slots.take('a')
    const a2 = slots.take('a')
    expect(a1 && a2).toBeTruthy()
    expect(slots.take('a')).toBeUndefined()
    const b1 = slots.take('b')
    expect(b1).toBeDefined()
    // The site is full: c has none although it holds none.
    expect(slots.take('c')).toBeUndefined()
    expect(slots.held()).toBe(3)
    a1?.release()
    a1?.release()
    expect(slots.held('a')).toBe(1)
    expect(slots.held()).toBe(2)
    expect(slots.take('c')).toBeDefined()
    a2?.release()
    b1?.release()
    expect(slots.held('a')).toBe(0)
  })
})
