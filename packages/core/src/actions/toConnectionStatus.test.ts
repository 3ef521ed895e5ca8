import { describe, expect, test } from 'vitest'
import { toConnectionStatus } from './toConnectionStatus'

describe('toConnectionStatus', () => {
  test.each([
    ['reconnecting', 'connecting'],
    ['connecting', 'connecting'],
    ['connected', 'connected'],
    ['disconnected', 'disconnected'],
  ] as const)('%s -> %s (SPEC-READINGS "Behaviour")', (status, expected) => {
    expect(toConnectionStatus(status)).toBe(expected)
  })
})
