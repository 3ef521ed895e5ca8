import { describe, expect, it } from 'vitest'
import { resolveClientIp } from './resolveClientIp'

describe('resolveClientIp', () => {
  it('without a trusted proxy, the socket address: a forged X-Forwarded-For changes nothing', () => {
    expect(resolveClientIp('127.0.0.9', '1.2.3.4', 0)).toBe('127.0.0.9')
    expect(resolveClientIp('127.0.0.9', undefined, 0)).toBe('127.0.0.9')
  })

  it('behind one proxy, the address the proxy saw; entries the client wrote are ignored', () => {
    expect(resolveClientIp('10.0.0.2', '198.51.100.1', 1)).toBe('198.51.100.1')
    // The client sent "X-Forwarded-For: 1.2.3.4"; the proxy appended what it saw.
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 198.51.100.1', 1)).toBe('198.51.100.1')
    expect(resolveClientIp('10.0.0.2', ['1.2.3.4', '198.51.100.1'], 1)).toBe('198.51.100.1')
  })

  it('behind two proxies, the address the outer one saw; a short header falls back to its left end', () => {
    expect(resolveClientIp('10.0.0.2', '1.2.3.4, 198.51.100.1, 10.0.0.1', 2)).toBe('198.51.100.1')
    expect(resolveClientIp('10.0.0.2', '10.0.0.1', 2)).toBe('10.0.0.1')
    expect(resolveClientIp('10.0.0.2', undefined, 2)).toBe('10.0.0.2')
  })
})
