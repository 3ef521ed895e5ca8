import { createMailbox } from './createMailbox'
import { formatRelayFrame } from './formatRelayFrame'
import { parseRelayFrame } from './parseRelayFrame'
import { subscriptionId } from './subscriptionId'
import type { RelayLimits, RelayMessage } from './types'

/** One connected socket as the hub sees it. */
export type RelayPeer = {
  /** Handles one text frame from the client. */
  receive(text: string): void
  /** Forgets the socket: its subscriptions end, its unacknowledged messages stay for its next connection. */
  leave(): void
}

export type RelayHub = {
  /** A socket of `clientId`, connected from `ip`; `send` writes one frame to it. */
  join(clientId: string, send: (text: string) => void, ip?: string): RelayPeer
  sweep(now?: number): number
  size(): number
  bytes(): number
  clear(): void
}

type Peer = {
  clientId: string
  /** Quota accounts its publishes are charged to. */
  owners: readonly string[]
  send: (text: string) => void
  topics: Set<string>
  /** irn_subscription requests sent and not answered yet, by our request id. */
  inflight: Map<string, RelayMessage>
  /** The same messages, to find one without walking `inflight`. */
  pushed: Set<RelayMessage>
  /** Messages waiting for room in the window of unacknowledged pushes, in order. */
  waiting: RelayMessage[]
  queued: Set<RelayMessage>
}

type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }
type Published = { ok: true } | { ok: false; reason?: string }

type Params = Record<string, unknown>

/** The JSON-RPC errors the relay answers with (codes of the JSON-RPC 2.0 spec). */
const invalidParams = { code: -32602, message: 'Invalid params' }
const quotaError = (reason: string) => ({
  error: { code: -32000, message: 'Relay quota exceeded', data: { reason } },
})

/**
 * The relay's state and protocol: who is subscribed to what, the mailbox, and the `irn_*`,
 * `wc_proposeSession` and `wc_approveSession` methods. Transport-free: `startRelay` feeds it
 * frames, so the rules are the same for every socket.
 *
 * Delivery rule: a message goes to every subscriber of its topic except its publisher, once per
 * client id: it counts as delivered when the client acknowledges the `irn_subscription` (or
 * fetches it with irn_batchFetchMessages). A client that drops before acknowledging gets it
 * again when it subscribes again, for as long as the message's ttl lasts.
 *
 * @example
 * const hub = createRelayHub(limits)
 * const peer = hub.join('did:key:z6Mk...', (text) => socket.send(text))
 * peer.receive('{"id":1,"jsonrpc":"2.0","method":"irn_subscribe","params":{"topic":"ab"}}')
 */
export function createRelayHub(limits: RelayLimits): RelayHub {
  const mailbox = createMailbox(limits)
  const subscribers = new Map<string, Set<Peer>>()
  let nextId = 1

  const push = (peer: Peer, message: RelayMessage) => {
    // Ids well above the SDK's own request ids would be harmless too; a counter keeps logs short.
    const id = String(nextId++)
    peer.inflight.set(id, message)
    peer.pushed.add(message)
    peer.send(
      formatRelayFrame(id, {
        method: 'irn_subscription',
        params: {
          id: subscriptionId(message.topic, peer.clientId),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            ...(message.attestation ? { attestation: message.attestation } : {}),
          },
        },
      }),
    )
  }

  const wanted = (peer: Peer, message: RelayMessage, now: number) =>
    message.expiresAt > now &&
    message.publisher !== peer.clientId &&
    !message.deliveredTo.has(peer.clientId) &&
    peer.topics.has(message.topic)

  // At most `maxInflightPerSocket` pushes wait for an acknowledgement; the rest wait their turn
  // here, so a client that never acknowledges costs a bounded window, not a send per message.
  const pump = (peer: Peer) => {
    const now = Date.now()
    while (peer.inflight.size < limits.maxInflightPerSocket && peer.waiting.length > 0) {
      const message = peer.waiting.shift() as RelayMessage
      peer.queued.delete(message)
      if (wanted(peer, message, now) && !peer.pushed.has(message)) push(peer, message)
    }
  }

  const deliver = (peer: Peer, message: RelayMessage) => {
    if (message.publisher === peer.clientId || message.deliveredTo.has(peer.clientId)) return
    if (peer.pushed.has(message) || peer.queued.has(message)) return
    peer.waiting.push(message)
    peer.queued.add(message)
    pump(peer)
  }

  // Callers check the quota first (`fits`).
  const subscribe = (peer: Peer, topic: string): string => {
    if (!peer.topics.has(topic)) {
      peer.topics.add(topic)
      const set = subscribers.get(topic) ?? new Set<Peer>()
      set.add(peer)
      subscribers.set(topic, set)
    }
    return subscriptionId(topic, peer.clientId)
  }

  /** Whether `topics` fit in the peer's subscription quota (those it has cost nothing). */
  const fits = (peer: Peer, topics: readonly string[]) =>
    peer.topics.size + new Set(topics.filter((t) => !peer.topics.has(t))).size <=
    limits.maxSubscriptionsPerSocket

  const unsubscribe = (peer: Peer, topic: string) => {
    peer.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) subscribers.delete(topic)
  }

  // Stored messages go out after the answer to the subscribe: the SDK ignores (and acks) a
  // message for a topic it does not know yet.
  const replay = (peer: Peer, topics: string[]) => {
    for (const topic of topics) for (const message of mailbox.list(topic)) deliver(peer, message)
  }

  const publish = (peer: Peer, params: Params): Published => {
    const { topic, message, ttl } = params
    if (!isTopic(topic) || typeof message !== 'string' || message === '') return { ok: false }
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return { ok: false }
    const now = Date.now()
    const ttlSeconds = Math.min(ttl, limits.maxTtlSeconds)
    const kept = mailbox.add({
      topic,
      message,
      publishedAt: now,
      expiresAt: now + ttlSeconds * 1000,
      publisher: peer.clientId,
      deliveredTo: new Set(),
      bytes: message.length,
      owners: peer.owners,
      ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
      ...(typeof params.tag === 'number' ? { tag: params.tag } : {}),
    })
    if (!kept.ok) return { ok: false, reason: kept.reason }
    // A retried publish (same topic and message) is acknowledged but not sent twice. The work
    // is one send per subscriber of this topic, whatever the number of topics.
    if (kept.added) for (const other of subscribers.get(topic) ?? []) deliver(other, kept.message)
    return { ok: true }
  }

  const published = (outcome: Published): Answer =>
    outcome.ok
      ? { result: true }
      : outcome.reason
        ? quotaError(outcome.reason)
        : { error: invalidParams }

  // One answer carries at most this much; the client asks again while `hasMore` is true.
  const fetchPageBytes = 1024 * 1024
  const fetchMessages = (peer: Peer, topics: string[]) => {
    const messages: RelayMessage[] = []
    let bytes = 0
    let hasMore = false
    for (const topic of new Set(topics)) {
      for (const m of mailbox.list(topic)) {
        if (m.publisher === peer.clientId || m.deliveredTo.has(peer.clientId)) continue
        if (messages.length > 0 && bytes + m.bytes > fetchPageBytes) {
          hasMore = true
          break
        }
        messages.push(m)
        bytes += m.bytes
      }
      if (hasMore) break
    }
    for (const m of messages) m.deliveredTo.add(peer.clientId)
    return {
      messages: messages.map((m) => ({
        topic: m.topic,
        message: m.message,
        publishedAt: m.publishedAt,
        ...(m.attestation ? { attestation: m.attestation } : {}),
      })),
      hasMore,
    }
  }

  // Each method answers with a result or an error (invalid params, a quota).
  const call = (peer: Peer, method: string, params: Params): Answer => {
    const invalid: Answer = { error: invalidParams }
    switch (method) {
      case 'irn_publish':
        return published(publish(peer, params))
      case 'irn_batchPublish': {
        const messages = params.messages
        if (!Array.isArray(messages) || !messages.every(isObject)) return invalid
        for (const m of messages) {
          const outcome = publish(peer, m)
          if (!outcome.ok) return published(outcome)
        }
        return { result: true }
      }
      case 'irn_subscribe': {
        if (!isTopic(params.topic)) return invalid
        if (!fits(peer, [params.topic]))
          return quotaError(`${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
        return { result: subscribe(peer, params.topic) }
      }
      case 'irn_batchSubscribe': {
        const topics = params.topics
        if (!Array.isArray(topics) || !topics.every(isTopic)) return invalid
        // All or nothing: a batch over the quota subscribes none of its topics.
        if (!fits(peer, topics))
          return quotaError(`${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
        return { result: topics.map((topic) => subscribe(peer, topic)) }
      }
      case 'irn_unsubscribe':
        if (!isTopic(params.topic)) return invalid
        unsubscribe(peer, params.topic)
        return { result: true }
      case 'irn_batchUnsubscribe': {
        const subs = params.subscriptions
        if (!Array.isArray(subs) || !subs.every((s) => isObject(s) && isTopic(s.topic)))
          return invalid
        for (const s of subs as { topic: string }[]) unsubscribe(peer, s.topic)
        return { result: true }
      }
      case 'irn_batchFetchMessages': {
        const topics = params.topics
        if (!Array.isArray(topics) || !topics.every(isTopic)) return invalid
        if (topics.length > limits.maxSubscriptionsPerSocket)
          return quotaError(`${limits.maxSubscriptionsPerSocket} topics per fetch`)
        return { result: fetchMessages(peer, topics) }
      }
      // Clients 2.25 hand the first messages of a pairing to the relay in one call and expect
      // the relay to subscribe them (they mark the topic subscribed without asking).
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl } = params
        if (!isTopic(pairingTopic)) return invalid
        if (!fits(peer, [pairingTopic]))
          return quotaError(`${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
        subscribe(peer, pairingTopic)
        return published(
          publish(peer, { ...params, topic: pairingTopic, message: sessionProposal, ttl }),
        )
      }
      case 'wc_approveSession': {
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest } =
          params
        if (!isTopic(sessionTopic) || !isTopic(pairingTopic)) return invalid
        if (!fits(peer, [sessionTopic]))
          return quotaError(`${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
        subscribe(peer, sessionTopic)
        const answered = publish(peer, {
          ...params,
          topic: pairingTopic,
          message: sessionProposalResponse,
        })
        if (!answered.ok) return published(answered)
        return published(
          publish(peer, { ...params, topic: sessionTopic, message: sessionSettlementRequest }),
        )
      }
      default:
        return invalid
    }
  }

  return {
    join(clientId, send, ip) {
      const peer: Peer = {
        clientId,
        owners: ip === undefined ? [clientId] : [clientId, `ip:${ip}`],
        send,
        topics: new Set(),
        inflight: new Map(),
        pushed: new Set(),
        waiting: [],
        queued: new Set(),
      }
      return {
        receive(text) {
          const frame = parseRelayFrame(text)
          if (!frame) {
            send(formatRelayFrame(undefined, { error: { code: -32700, message: 'Parse error' } }))
            return
          }
          if (frame.method === undefined) {
            // An answer to our irn_subscription: `true` means the client has the message.
            const message = frame.id === undefined ? undefined : peer.inflight.get(frame.id)
            if (!message || frame.id === undefined) return
            peer.inflight.delete(frame.id)
            peer.pushed.delete(message)
            if (frame.result === true) message.deliveredTo.add(clientId)
            pump(peer)
            return
          }
          if (!isKnownMethod(frame.method)) {
            send(
              formatRelayFrame(frame.id, { error: { code: -32601, message: 'Method not found' } }),
            )
            return
          }
          const params = isObject(frame.params) ? frame.params : {}
          const answer = call(peer, frame.method, params)
          send(formatRelayFrame(frame.id, answer))
          if ('error' in answer) return
          if (frame.method === 'irn_subscribe') replay(peer, [params.topic as string])
          if (frame.method === 'irn_batchSubscribe') replay(peer, params.topics as string[])
          if (frame.method === 'wc_proposeSession') replay(peer, [params.pairingTopic as string])
          if (frame.method === 'wc_approveSession') replay(peer, [params.sessionTopic as string])
        },
        leave() {
          for (const topic of [...peer.topics]) unsubscribe(peer, topic)
          peer.inflight.clear()
          peer.pushed.clear()
          peer.waiting.length = 0
          peer.queued.clear()
        },
      }
    },
    sweep: (now) => mailbox.sweep(now),
    size: () => mailbox.size(),
    bytes: () => mailbox.bytes(),
    clear() {
      mailbox.clear()
      subscribers.clear()
    },
  }
}

const methods = new Set([
  'irn_publish',
  'irn_batchPublish',
  'irn_subscribe',
  'irn_batchSubscribe',
  'irn_unsubscribe',
  'irn_batchUnsubscribe',
  'irn_batchFetchMessages',
  'wc_proposeSession',
  'wc_approveSession',
])

function isKnownMethod(method: string): boolean {
  return methods.has(method)
}

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

// Topics are 32-byte hex strings in WalletConnect v2; accept any short token to stay tolerant.
function isTopic(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 256
}
