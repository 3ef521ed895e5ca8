import { expect, test } from 'vitest'
import { isReverseDns } from './isReverseDns'

test('reverse-DNS names of real wallets are valid', () => {
  for (const rdns of [
    'io.metamask',
    'com.coinbase.wallet',
    'app.phantom',
    'io.rabby',
    'com.brave.wallet',
  ]) {
    expect(isReverseDns(rdns), rdns).toBe(true)
  }
})

test('anything else is not', () => {
  for (const rdns of [
    'metamask',
    '',
    '.io.metamask',
    'io..metamask',
    'io.metamask.',
    'io.-metamask',
    '../../etc',
    'io.meta mask',
    'io.metamask<script>',
    `io.${'a'.repeat(64)}`,
    `${'a.'.repeat(127)}io`,
    42,
    undefined,
  ]) {
    expect(isReverseDns(rdns), String(rdns)).toBe(false)
  }
})
