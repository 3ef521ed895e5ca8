import { describe, expect, it } from 'vitest'
import { createMailbox } from './createMailbox'
import { defaultRelayLimits } from './defaultRelayLimits'
import type { RelayLimits, RelayMessage } from './types'

const limits: RelayLimits = {
  ...defaultRelayLimits,
  maxMessagesPerTopic: 3,
  maxMessages: 5,
  maxBytes: 1_000,
  maxTtlSeconds: 60,
  maxStoredMessagesPerClient: 4,
  maxStoredBytesPerClient: 400,
  maxStoredBytesPerIp: 600,
}

function message(
  topic: string,
  text: string,
  publishedAt: number,
  ttlMs = 10_000,
  owners: readonly string[] = ['did:key:zA'],
): RelayMessage {
  return {
    topic,
    message: text,
    publishedAt,
    expiresAt: publishedAt + ttlMs,
    publisher: owners[0] as string,
    deliveredTo: new Set(),
    bytes: text.length,
    owners,
  }
}

const texts = (list: RelayMessage[]) => list.map((m) => m.message)

describe('createMailbox', () => {
  it('keeps a message until its ttl and drops it on sweep after', () => {
    const mailbox = createMailbox(limits)
    mailbox.add(message('t', 'short', 1_000, 500))
    mailbox.add(message('t', 'long', 1_000, 5_000))
    expect(texts(mailbox.list('t', 1_400))).toEqual(['short', 'long'])
    expect(texts(mailbox.list('t', 1_600))).toEqual(['long'])
    expect(mailbox.sweep(1_600)).toBe(1)
    expect(mailbox.size()).toBe(1)
    expect(mailbox.bytes()).toBe(4)
    expect(mailbox.sweep(7_000)).toBe(1)
    expect(mailbox.size()).toBe(0)
    expect(mailbox.bytes()).toBe(0)
  })

  it('stores a retried publish once', () => {
    const mailbox = createMailbox(limits)
    expect(mailbox.add(message('t', 'same', 1))).toMatchObject({ ok: true, added: true })
    expect(mailbox.add(message('t', 'same', 2))).toMatchObject({ ok: true, added: false })
    expect(mailbox.size()).toBe(1)
  })

  it('refuses past the per-topic and the total caps, keeping what it has', () => {
    const mailbox = createMailbox(limits)
    const t = Date.now()
    const owners = (i: number) => [`did:key:z${i}`]
    for (let i = 0; i < 3; i++) mailbox.add(message('a', `a${i}`, t + i, 10_000, owners(i)))
    expect(mailbox.add(message('a', 'a3', t + 3, 10_000, owners(3)))).toEqual({
      ok: false,
      reason: 'topic full: 3 messages',
    })
    expect(texts(mailbox.list('a', t))).toEqual(['a0', 'a1', 'a2'])
    mailbox.add(message('b', 'b0', t + 10, 10_000, owners(4)))
    mailbox.add(message('b', 'b1', t + 11, 10_000, owners(5)))
    expect(mailbox.add(message('b', 'b2', t + 12, 10_000, owners(6)))).toEqual({
      ok: false,
      reason: 'relay full: 5 messages',
    })
    expect(mailbox.size()).toBe(5)
  })

  it('holds the global byte budget and the quotas of a client and of an IP address', () => {
    const mailbox = createMailbox({ ...limits, maxMessages: 100 })
    const t = Date.now()
    const hundred = (i: number) => `${i}`.padEnd(100, 'x')
    const alice = ['did:key:zAlice', 'ip:10.0.0.1']
    for (let i = 0; i < 4; i++)
      expect(mailbox.add(message(`t${i}`, hundred(i), t + i, 10_000, alice)).ok).toBe(true)
    // 400 bytes and 4 messages: Alice is at both of her quotas.
    expect(mailbox.add(message('t9', 'y', t + 9, 10_000, alice))).toEqual({
      ok: false,
      reason: 'quota: 4 kept messages per client',
    })
    // Another client on Alice's address: the address's 600 bytes hold it to 200 more.
    const bob = ['did:key:zBob', 'ip:10.0.0.1']
    expect(mailbox.add(message('u0', hundred(10), t + 10, 10_000, bob)).ok).toBe(true)
    expect(mailbox.add(message('u1', hundred(11), t + 11, 10_000, bob)).ok).toBe(true)
    expect(mailbox.add(message('u2', hundred(12), t + 12, 10_000, bob))).toEqual({
      ok: false,
      reason: 'quota: 600 kept bytes per IP address',
    })
    // The global budget (1000 bytes) holds everyone else to what is left.
    const carol = ['did:key:zCarol', 'ip:10.0.0.2']
    expect(mailbox.add(message('v0', hundred(20), t + 20, 10_000, carol)).ok).toBe(true)
    expect(mailbox.add(message('v1', 'z'.repeat(350), t + 21, 10_000, carol))).toEqual({
      ok: false,
      reason: 'relay full: byte budget of 1000',
    })
    expect(mailbox.bytes()).toBe(700)
  })

  it('frees the room of expired messages when a publish needs it', () => {
    const mailbox = createMailbox(limits)
    const now = Date.now()
    const alice = ['did:key:zAlice']
    for (let i = 0; i < 4; i++) mailbox.add(message(`t${i}`, `m${i}`, now - 10_000, 1, alice))
    // All four expired but not swept yet: the quota is free again.
    expect(mailbox.add(message('t9', 'fresh', now, 10_000, alice)).ok).toBe(true)
    expect(mailbox.size()).toBe(1)
  })
})
