import type { RelayLimits, RelayMessage } from './types'

export type Mailbox = {
  /** Stores a message unless the same one is already kept (a client's retry); returns the kept one. */
  add(message: RelayMessage): { message: RelayMessage; added: boolean }
  /** Messages of `topic` still inside their ttl, oldest first. */
  list(topic: string, now?: number): RelayMessage[]
  /** Drops expired messages; returns how many went. */
  sweep(now?: number): number
  size(): number
  clear(): void
}

/**
 * The relay's in-memory message store: per topic, in publish order, bounded per topic and in
 * all (oldest dropped first), expired messages dropped by `sweep`.
 *
 * @example
 * const mailbox = createMailbox(limits)
 * mailbox.add(message)
 * mailbox.list(topic)
 */
export function createMailbox(limits: RelayLimits): Mailbox {
  const topics = new Map<string, RelayMessage[]>()
  let total = 0

  const removeAt = (topic: string, list: RelayMessage[], index: number) => {
    list.splice(index, 1)
    total--
    if (list.length === 0) topics.delete(topic)
  }

  const dropOldest = () => {
    let oldest: { topic: string; list: RelayMessage[]; at: number } | undefined
    for (const [topic, list] of topics) {
      const first = list[0]
      if (first && (!oldest || first.publishedAt < oldest.at))
        oldest = { topic, list, at: first.publishedAt }
    }
    if (oldest) removeAt(oldest.topic, oldest.list, 0)
  }

  return {
    add(message) {
      const list = topics.get(message.topic) ?? []
      const same = list.find((m) => m.message === message.message)
      if (same) return { message: same, added: false }
      list.push(message)
      topics.set(message.topic, list)
      total++
      if (list.length > limits.maxMessagesPerTopic) removeAt(message.topic, list, 0)
      while (total > limits.maxMessages) dropOldest()
      return { message, added: true }
    },
    list(topic, now = Date.now()) {
      return (topics.get(topic) ?? []).filter((m) => m.expiresAt > now)
    },
    sweep(now = Date.now()) {
      let dropped = 0
      for (const [topic, list] of topics) {
        const kept = list.filter((m) => m.expiresAt > now)
        dropped += list.length - kept.length
        if (kept.length === 0) topics.delete(topic)
        else topics.set(topic, kept)
      }
      total -= dropped
      return dropped
    },
    size: () => total,
    clear() {
      topics.clear()
      total = 0
    },
  }
}
