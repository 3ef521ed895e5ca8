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
  join(clientId: string, send: (text: string) => void): RelayPeer
  sweep(now?: number): number
  size(): number
  clear(): void
}

type Peer = {
  clientId: string
  send: (text: string) => void
  topics: Set<string>
  /** irn_subscription requests sent and not answered yet, by our request id. */
  inflight: Map<string, RelayMessage>
}

type Params = Record<string, unknown>

/** The JSON-RPC errors the relay answers with (codes of the JSON-RPC 2.0 spec). */
const invalidParams = { code: -32602, message: 'Invalid params' }

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

  const deliver = (peer: Peer, message: RelayMessage) => {
    if (message.publisher === peer.clientId || message.deliveredTo.has(peer.clientId)) return
    for (const pending of peer.inflight.values()) if (pending === message) return
    // Ids well above the SDK's own request ids would be harmless too; a counter keeps logs short.
    const id = String(nextId++)
    peer.inflight.set(id, message)
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

  const subscribe = (peer: Peer, topic: string): string | undefined => {
    if (!peer.topics.has(topic)) {
      if (peer.topics.size >= limits.maxSubscriptionsPerSocket) return undefined
      peer.topics.add(topic)
      const set = subscribers.get(topic) ?? new Set<Peer>()
      set.add(peer)
      subscribers.set(topic, set)
    }
    return subscriptionId(topic, peer.clientId)
  }

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

  const publish = (peer: Peer, params: Params): boolean => {
    const { topic, message, ttl } = params
    if (!isTopic(topic) || typeof message !== 'string' || message === '') return false
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return false
    const now = Date.now()
    const ttlSeconds = Math.min(ttl, limits.maxTtlSeconds)
    const kept = mailbox.add({
      topic,
      message,
      publishedAt: now,
      expiresAt: now + ttlSeconds * 1000,
      publisher: peer.clientId,
      deliveredTo: new Set(),
      ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
      ...(typeof params.tag === 'number' ? { tag: params.tag } : {}),
    })
    // A retried publish (same topic and message) is acknowledged but not sent twice.
    if (kept.added) for (const other of subscribers.get(topic) ?? []) deliver(other, kept.message)
    return true
  }

  const fetchMessages = (peer: Peer, topics: string[]) => {
    const messages = topics.flatMap((topic) =>
      mailbox
        .list(topic)
        .filter((m) => m.publisher !== peer.clientId && !m.deliveredTo.has(peer.clientId)),
    )
    for (const m of messages) m.deliveredTo.add(peer.clientId)
    return {
      messages: messages.map((m) => ({
        topic: m.topic,
        message: m.message,
        publishedAt: m.publishedAt,
        ...(m.attestation ? { attestation: m.attestation } : {}),
      })),
      hasMore: false,
    }
  }

  // Each method answers with a result, or undefined for invalid params.
  const call = (peer: Peer, method: string, params: Params): { result: unknown } | undefined => {
    switch (method) {
      case 'irn_publish':
        return publish(peer, params) ? { result: true } : undefined
      case 'irn_batchPublish': {
        const messages = params.messages
        if (!Array.isArray(messages) || !messages.every(isObject)) return undefined
        return messages.every((m) => publish(peer, m)) ? { result: true } : undefined
      }
      case 'irn_subscribe': {
        if (!isTopic(params.topic)) return undefined
        const id = subscribe(peer, params.topic)
        return id ? { result: id } : undefined
      }
      case 'irn_batchSubscribe': {
        const topics = params.topics
        if (!Array.isArray(topics) || !topics.every(isTopic)) return undefined
        const ids = topics.map((topic) => subscribe(peer, topic))
        return ids.every(Boolean) ? { result: ids } : undefined
      }
      case 'irn_unsubscribe':
        if (!isTopic(params.topic)) return undefined
        unsubscribe(peer, params.topic)
        return { result: true }
      case 'irn_batchUnsubscribe': {
        const subs = params.subscriptions
        if (!Array.isArray(subs) || !subs.every((s) => isObject(s) && isTopic(s.topic)))
          return undefined
        for (const s of subs as { topic: string }[]) unsubscribe(peer, s.topic)
        return { result: true }
      }
      case 'irn_batchFetchMessages': {
        const topics = params.topics
        if (!Array.isArray(topics) || !topics.every(isTopic)) return undefined
        return { result: fetchMessages(peer, topics) }
      }
      // Clients 2.25 hand the first messages of a pairing to the relay in one call and expect
      // the relay to subscribe them (they mark the topic subscribed without asking).
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl } = params
        if (!isTopic(pairingTopic) || !subscribe(peer, pairingTopic)) return undefined
        return publish(peer, { ...params, topic: pairingTopic, message: sessionProposal, ttl })
          ? { result: true }
          : undefined
      }
      case 'wc_approveSession': {
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest } =
          params
        if (!isTopic(sessionTopic) || !isTopic(pairingTopic)) return undefined
        if (!subscribe(peer, sessionTopic)) return undefined
        const answered = publish(peer, {
          ...params,
          topic: pairingTopic,
          message: sessionProposalResponse,
        })
        const settled = publish(peer, {
          ...params,
          topic: sessionTopic,
          message: sessionSettlementRequest,
        })
        return answered && settled ? { result: true } : undefined
      }
      default:
        return undefined
    }
  }

  return {
    join(clientId, send) {
      const peer: Peer = { clientId, send, topics: new Set(), inflight: new Map() }
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
            if (frame.result === true) message.deliveredTo.add(clientId)
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
          send(formatRelayFrame(frame.id, answer ?? { error: invalidParams }))
          if (!answer) return
          if (frame.method === 'irn_subscribe') replay(peer, [params.topic as string])
          if (frame.method === 'irn_batchSubscribe') replay(peer, params.topics as string[])
          if (frame.method === 'wc_proposeSession') replay(peer, [params.pairingTopic as string])
          if (frame.method === 'wc_approveSession') replay(peer, [params.sessionTopic as string])
        },
        leave() {
          for (const topic of [...peer.topics]) unsubscribe(peer, topic)
          peer.inflight.clear()
        },
      }
    },
    sweep: (now) => mailbox.sweep(now),
    size: () => mailbox.size(),
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
