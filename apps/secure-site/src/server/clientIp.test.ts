import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientIp } from './clientIp'

// The app answers the IP it would count a request under; without a socket (app.request) the
// peer is unknown, as it would be for a proxy that is not trusted.
const ipOf = async (headers: Record<string, string>, trustedProxies: number) => {
  const app = new Hono()
  app.get('/', (c) => c.text(clientIp(c, trustedProxies)))
  return (await app.request('/', { headers })).text()
}

describe('clientIp', () => {
  it("ignores X-Forwarded-For unless proxies are trusted (a client's own header counts for nothing)", async () => {
    expect(await ipOf({ 'x-forwarded-for': '203.0.113.9' }, 0)).toBe('unknown')
  })

  it('takes the entry the outermost trusted proxy wrote, not what the client put left of it', async () => {
    const header = { 'x-forwarded-for': '198.51.100.1, 203.0.113.9, 10.0.0.2' }
    expect(await ipOf(header, 1)).toBe('10.0.0.2')
    expect(await ipOf(header, 2)).toBe('203.0.113.9')
  })

  it('shows IPv4-mapped IPv6 as IPv4 and counts IPv6 per /64', async () => {
    expect(await ipOf({ 'x-forwarded-for': '::ffff:192.0.2.7' }, 1)).toBe('192.0.2.7')
    expect(await ipOf({ 'x-forwarded-for': '2001:db8:0:1:aaaa::1' }, 1)).toBe('2001:db8:0:1::/64')
    expect(await ipOf({ 'x-forwarded-for': '2001:db8:0:1:bbbb:cccc:dddd:eeee' }, 1)).toBe(
      '2001:db8:0:1::/64',
    )
    expect(await ipOf({ 'x-forwarded-for': '2001:db8::1' }, 1)).toBe('2001:db8:0:0::/64')
  })
})
