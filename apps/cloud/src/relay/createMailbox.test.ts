import { describe, expect, it } from 'vitest'
import { createMailbox } from './createMailbox'
import type { RelayLimits, RelayMessage } from './types'

const limits: RelayLimits = {
  maxMessagesPerTopic: 3,
  maxMessages: 5,
  maxTtlSeconds: 60,
  maxSubscriptionsPerSocket: 10,
  maxPayloadBytes: 1024,
}

function message(topic: string, text: string, publishedAt: number, ttlMs = 10_000): RelayMessage {
  return {
    topic,
    message: text,
    publishedAt,
    expiresAt: publishedAt + ttlMs,
    publisher: 'did:key:zA',
    deliveredTo: new Set(),
  }
}

describe('createMailbox', () => {
  it('keeps a message until its ttl and drops it on sweep after', () => {
    const mailbox = createMailbox(limits)
    mailbox.add(message('t', 'short', 1_000, 500))
    mailbox.add(message('t', 'long', 1_000, 5_000))
    expect(mailbox.list('t', 1_400).map((m) => m.message)).toEqual(['short', 'long'])
    expect(mailbox.list('t', 1_600).map((m) => m.message)).toEqual(['long'])
    expect(mailbox.sweep(1_600)).toBe(1)
    expect(mailbox.size()).toBe(1)
    expect(mailbox.sweep(7_000)).toBe(1)
    expect(mailbox.size()).toBe(0)
  })

  it('stores a retried publish once', () => {
    const mailbox = createMailbox(limits)
    expect(mailbox.add(message('t', 'same', 1)).added).toBe(true)
    expect(mailbox.add(message('t', 'same', 2)).added).toBe(false)
    expect(mailbox.size()).toBe(1)
  })

  it('drops the oldest first past the per-topic and the total caps', () => {
    const mailbox = createMailbox(limits)
    for (let i = 0; i < 4; i++) mailbox.add(message('a', `a${i}`, i))
    expect(mailbox.list('a', 0).map((m) => m.message)).toEqual(['a1', 'a2', 'a3'])
    for (let i = 0; i < 3; i++) mailbox.add(message('b', `b${i}`, 10 + i))
    expect(mailbox.size()).toBe(5)
    expect(mailbox.list('a', 0).map((m) => m.message)).toEqual(['a2', 'a3'])
    expect(mailbox.list('b', 0).map((m) => m.message)).toEqual(['b0', 'b1', 'b2'])
  })
})
