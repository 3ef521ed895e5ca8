import type { RelayLimits, RelayMessage } from './types'

/** What `add` answers: kept (or already kept: a retry), or refused with the limit that was hit. */
export type MailboxAddResult =
  | { ok: true; message: RelayMessage; added: boolean }
  | { ok: false; reason: string }

export type Mailbox = {
  /** Keeps a message unless the same one is already kept (a client's retry) or a limit refuses it. */
  add(message: RelayMessage): MailboxAddResult
  /** Messages of `topic` still inside their ttl, oldest first. */
  list(topic: string, now?: number): RelayMessage[]
  /** Drops expired messages; returns how many went. */
  sweep(now?: number): number
  size(): number
  bytes(): number
  clear(): void
}

type Usage = { messages: number; bytes: number }

/**
 * The relay's in-memory message store: per topic, in publish order, expired messages dropped by
 * `sweep`. Bounded per topic, in all (count and bytes) and per owner (a client id: messages and
 * bytes; an IP address: bytes); a message over any bound is refused, never making room by
 * dropping one already acknowledged to its publisher. `add` costs the same whatever the number
 * of topics and messages kept (a map lookup per bound).
 *
 * @example
 * const mailbox = createMailbox(limits)
 * mailbox.add(message)
 * mailbox.list(topic)
 */
export function createMailbox(limits: RelayLimits): Mailbox {
  const topics = new Map<string, Map<string, RelayMessage>>()
  const usage = new Map<string, Usage>()
  let total = 0
  let totalBytes = 0
  let lastSweep = 0

  const ownerLimit = (owner: string) =>
    owner.startsWith('ip:')
      ? { messages: Number.POSITIVE_INFINITY, bytes: limits.maxStoredBytesPerIp }
      : { messages: limits.maxStoredMessagesPerClient, bytes: limits.maxStoredBytesPerClient }

  const charge = (message: RelayMessage, sign: 1 | -1) => {
    total += sign
    totalBytes += sign * message.bytes
    for (const owner of message.owners) {
      const used = usage.get(owner) ?? { messages: 0, bytes: 0 }
      used.messages += sign
      used.bytes += sign * message.bytes
      if (used.messages <= 0) usage.delete(owner)
      else usage.set(owner, used)
    }
  }

  const refusal = (message: RelayMessage, kept: number): string | undefined => {
    if (kept >= limits.maxMessagesPerTopic)
      return `topic full: ${limits.maxMessagesPerTopic} messages`
    if (total >= limits.maxMessages) return `relay full: ${limits.maxMessages} messages`
    if (totalBytes + message.bytes > limits.maxBytes)
      return `relay full: byte budget of ${limits.maxBytes}`
    for (const owner of message.owners) {
      const used = usage.get(owner) ?? { messages: 0, bytes: 0 }
      const limit = ownerLimit(owner)
      const who = owner.startsWith('ip:') ? 'IP address' : 'client'
      if (used.messages >= limit.messages)
        return `quota: ${limit.messages} kept messages per ${who}`
      if (used.bytes + message.bytes > limit.bytes)
        return `quota: ${limit.bytes} kept bytes per ${who}`
    }
    return undefined
  }

  const sweep = (now = Date.now()) => {
    let dropped = 0
    for (const [topic, kept] of topics) {
      for (const [key, message] of kept) {
        if (message.expiresAt > now) continue
        kept.delete(key)
        charge(message, -1)
        dropped++
      }
      if (kept.size === 0) topics.delete(topic)
    }
    return dropped
  }

  return {
    add(message) {
      const kept = topics.get(message.topic)
      const same = kept?.get(message.message)
      if (same) return { ok: true, message: same, added: false }
      let refused = refusal(message, kept?.size ?? 0)
      // Expired messages may still hold the room: sweep, at most once a second (a sweep visits
      // every message, and a client hammering a full relay must not make each publish pay it).
      const now = Date.now()
      if (refused && now - lastSweep >= 1_000) {
        lastSweep = now
        sweep(now)
        refused = refusal(message, topics.get(message.topic)?.size ?? 0)
      }
      if (refused) return { ok: false, reason: refused }
      const list = topics.get(message.topic) ?? new Map<string, RelayMessage>()
      list.set(message.message, message)
      topics.set(message.topic, list)
      charge(message, 1)
      return { ok: true, message, added: true }
    },
    list(topic, now = Date.now()) {
      const kept = topics.get(topic)
      if (!kept) return []
      return [...kept.values()].filter((m) => m.expiresAt > now)
    },
    sweep,
    size: () => total,
    bytes: () => totalBytes,
    clear() {
      topics.clear()
      usage.clear()
      total = 0
      totalBytes = 0
    },
  }
}
