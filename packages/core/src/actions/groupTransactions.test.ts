import { describe, expect, test } from 'vitest'
import type { Transaction } from '../validation/types'
import { groupTransactions } from './groupTransactions'

const tx = (id: string, minedAt: string): Transaction => ({
  id,
  metadata: { minedAt, chain: 'eip155:1' },
  transfers: [],
})

describe('groupTransactions (SPEC.md §3 transactionsByYear)', () => {
  test('by year, then month, in the order given; unreadable dates left out', () => {
    // Mid-month at noon: the same month in every time zone.
    const a = tx('a', '2026-11-15T12:00:00Z')
    const b = tx('b', '2026-11-14T12:00:00Z')
    const c = tx('c', '2026-03-10T12:00:00Z')
    const d = tx('d', '2025-12-15T12:00:00Z')
    const grouped = groupTransactions([a, b, c, d, tx('e', 'not a date')])
    expect(grouped).toEqual({ 2026: { 10: [a, b], 2: [c] }, 2025: { 11: [d] } })
  })

  test('nothing to group: an empty object', () => {
    expect(groupTransactions([])).toEqual({})
  })
})
