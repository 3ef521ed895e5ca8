import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config/loadConfig'
import { defaultRelayLimits } from './defaultRelayLimits'
import { loadRelayLimits, relayLimitVariables } from './loadRelayLimits'

describe('loadRelayLimits', () => {
  it('gives the defaults when nothing is set (empty values count as unset)', () => {
    expect(loadRelayLimits({})).toEqual(defaultRelayLimits)
    expect(loadRelayLimits({ AIRLOCK_RELAY_MAX_BYTES: '' })).toEqual(defaultRelayLimits)
  })

  it('has one AIRLOCK_RELAY_* variable for every limit, each read', () => {
    expect(Object.keys(relayLimitVariables).sort()).toEqual(Object.keys(defaultRelayLimits).sort())
    const env: Record<string, string> = {}
    for (const [key, variable] of Object.entries(relayLimitVariables)) {
      expect(variable).toMatch(/^AIRLOCK_RELAY_[A-Z_]+$/)
      env[variable] =
        typeof defaultRelayLimits[key as keyof typeof defaultRelayLimits] === 'number' ? '7' : '3/9'
    }
    const limits = loadRelayLimits(env)
    for (const value of Object.values(limits))
      expect(value).toEqual(typeof value === 'number' ? 7 : { perSecond: 3, burst: 9 })
  })

  it('reads counts (with _ separators) and rate limits', () => {
    const limits = loadRelayLimits({
      AIRLOCK_RELAY_MAX_BYTES: '134_217_728',
      AIRLOCK_RELAY_MAX_MESSAGES_PER_CLIENT: ' 2000 ',
      AIRLOCK_RELAY_FRAMES_PER_SOCKET: '100/1000',
    })
    expect(limits).toEqual({
      ...defaultRelayLimits,
      maxBytes: 134_217_728,
      maxStoredMessagesPerClient: 2000,
      framesPerSocket: { perSecond: 100, burst: 1000 },
    })
  })

  it.each([
    ['AIRLOCK_RELAY_MAX_BYTES', '64MiB', 'an integer ≥ 1'],
    ['AIRLOCK_RELAY_MAX_MESSAGES', '0', 'an integer ≥ 1'],
    ['AIRLOCK_RELAY_MAX_TTL_SECONDS', '1.5', 'an integer ≥ 1'],
    ['AIRLOCK_RELAY_MAX_BYTES_PER_IP', '-5', 'an integer ≥ 1'],
    ['AIRLOCK_RELAY_CONNECTS_PER_IP', '10', '<requests per second>/<burst>, e.g. 50/500'],
  ])('refuses %s=%s in one line naming the variable', (variable, value, expected) => {
    expect(() => loadRelayLimits({ [variable]: value })).toThrow(
      `${variable}=${JSON.stringify(value)} is not valid: expected ${expected}`,
    )
  })

  it('is what the cloud configuration carries (loadConfig)', () => {
    const config = loadConfig({ AIRLOCK_RELAY_MAX_MESSAGES: '9' })
    expect(config.relayLimits).toEqual({ ...defaultRelayLimits, maxMessages: 9 })
    expect(() => loadConfig({ AIRLOCK_RELAY_MAX_BYTES: 'lots' })).toThrow(
      'AIRLOCK_RELAY_MAX_BYTES="lots" is not valid: expected an integer ≥ 1',
    )
  })
})
