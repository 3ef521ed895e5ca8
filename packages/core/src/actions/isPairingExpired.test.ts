import { describe, expect, test } from 'vitest'
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_LIFETIME_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { isPairingExpired } from './isPairingExpired'
import { resetWcUri } from './resetWcUri'
import { setWcUri } from './setWcUri'

const URI = 'wc:7f6e@2?relay-protocol=irn&symKey=587d'

function setup() {
  return createAirlockCore({ projectId: 'p', networks: [mainnet], storage: createMemoryStorage() })
}

describe('WalletConnect pairing (SPEC.md §4, §9)', () => {
  test('setWcUri stores the URI and an expiry 240000 ms later', () => {
    expect(PAIRING_LIFETIME_MS).toBe(240000)
    const core = setup()
    setWcUri(core, URI, 1_000)
    expect(core.state.connection.wcUri).toBe(URI)
    expect(core.state.connection.wcPairingExpiry).toBe(241_000)
  })

  // Created at 0: expires at 240000; expired when 10000 ms or less remain.
  test.each([
    [0, false],
    [120_000, false],
    [229_999, false], // 10001 ms left
    [230_000, true], // exactly 10 s left
    [230_001, true],
    [240_000, true],
    [300_000, true],
  ])('at %i ms expired is %s', (now, expired) => {
    expect(PAIRING_EXPIRY_MARGIN_MS).toBe(10000)
    const core = setup()
    setWcUri(core, URI, 0)
    expect(isPairingExpired(core, now)).toBe(expired)
  })

  test('no URI counts as expired', () => {
    const core = setup()
    expect(isPairingExpired(core, 0)).toBe(true)
    setWcUri(core, URI, 0)
    resetWcUri(core)
    expect(isPairingExpired(core, 0)).toBe(true)
  })

  test('defaults to the current time', () => {
    const core = setup()
    setWcUri(core, URI)
    expect(isPairingExpired(core)).toBe(false)
  })
})
