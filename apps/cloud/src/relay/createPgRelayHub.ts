import type { Store, StoreListener } from '@airlock/store'
import { createPgMailbox, type PgRelayMessage, relayChannel } from './createPgMailbox'
import type { RelayHub, RelayPeer } from './createRelayHub'
import { formatRelayFrame } from './formatRelayFrame'
import { parseRelayFrame } from './parseRelayFrame'
import { subscriptionId } from './subscriptionId'
import type { RelayLimits } from './types'

/** The relay hub on a Postgres server: its work is asynchronous, and it holds a LISTEN connection. */
export type PgRelayHub = Omit<RelayHub, 'sweep'> & {
  sweep(now?: number): Promise<number>
  /** Closes the LISTEN connection and forgets the local sockets; kept messages stay in the table. */
  close(): Promise<void>
}

type Peer = {
  clientId: string
  owners: readonly string[]
  send: (text: string) => void
  topics: Set<string>
  /** irn_subscription requests sent and not answered yet, by our request id. */
  inflight: Map<string, PgRelayMessage>
  /** Ids of the messages in `inflight`. */
  pushed: Set<string>
  waiting: PgRelayMessage[]
  /** Ids of the messages in `waiting`. */
  queued: Set<string>
  /** This socket's frames, handled one after the other (each may wait for the database). */
  chain: Promise<void>
  gone: boolean
}

type Answer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }
type Published = { ok: true } | { ok: false; reason?: string }
type Params = Record<string, unknown>

const invalidParams = { code: -32602, message: 'Invalid params' }
const internalError: Answer = { error: { code: -32603, message: 'Internal error' } }
const quotaError = (reason: string): Answer => ({
  error: { code: -32000, message: 'Relay quota exceeded', data: { reason } },
})
/** One irn_batchFetchMessages answer carries at most this much (the client asks again). */
const fetchPageBytes = 1024 * 1024
/** Rows one fetch reads at most. */
const fetchPageRows = 1_000
/**
 * Publishes of one IP address (or one client id, without an address) in the database at once,
 * per process; the rest wait here, holding no pool connection. A flood from one address then
 * queues behind itself instead of taking the pool and the quota counters from everyone else.
 */
const publishesInFlightPerOwner = 2

/**
 * The relay's state and protocol when the cloud runs on a Postgres server (`DATABASE_URL`), so
 * that every cloud process of one deployment relays for every other: the same methods, delivery
 * rule and limits as `createRelayHub`, with the messages, the acknowledgements and the quota
 * counts in Postgres (`createPgMailbox`). A publish is answered once its row is committed; the
 * commit NOTIFYs `airlock_relay` with the topic (never the message: NOTIFY payloads are capped at
 * 8,000 bytes). Each process LISTENs on one connection; woken for a topic its sockets subscribe
 * to, it reads the ids of that topic's unexpired rows, loads those it has not seen and pushes them.
 * After the LISTEN connection drops and comes back it re-reads every topic its sockets hold, by id.
 * Messages are cached per process only while a local socket subscribes to their topic.
 *
 * @example
 * const hub = await createPgRelayHub(store, limits)
 * const peer = hub.join('did:key:z6Mk...', (text) => socket.send(text), '127.0.0.1')
 */
export async function createPgRelayHub(store: Store, limits: RelayLimits): Promise<PgRelayHub> {
  if (!store.listen) throw new TypeError('the relay on Postgres needs a store that can LISTEN')
  const mailbox = createPgMailbox(store, limits)
  const subscribers = new Map<string, Set<Peer>>()
  /** Messages of the topics local sockets subscribe to, by topic and id. */
  const cache = new Map<string, Map<string, PgRelayMessage>>()
  let usage = await mailbox.usage()
  let nextId = 1
  const gates = new Map<string, { active: number; waiting: (() => void)[] }>()

  /** Runs `work` once fewer than `publishesInFlightPerOwner` of `owner`'s run, in arrival order. */
  const gated = async <T>(owner: string, work: () => Promise<T>): Promise<T> => {
    const gate = gates.get(owner) ?? { active: 0, waiting: [] }
    gates.set(owner, gate)
    if (gate.active >= publishesInFlightPerOwner)
      await new Promise<void>((resolve) => gate.waiting.push(resolve))
    else gate.active++
    try {
      return await work()
    } finally {
      const next = gate.waiting.shift()
      if (next) next()
      else if (--gate.active === 0) gates.delete(owner)
    }
  }

  const push = (peer: Peer, message: PgRelayMessage) => {
    const id = String(nextId++)
    peer.inflight.set(id, message)
    peer.pushed.add(message.id)
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

  const wanted = (peer: Peer, message: PgRelayMessage, now: number) =>
    message.expiresAt > now &&
    message.publisher !== peer.clientId &&
    !message.deliveredTo.has(peer.clientId) &&
    peer.topics.has(message.topic)

  const pump = (peer: Peer) => {
    const now = Date.now()
    while (peer.inflight.size < limits.maxInflightPerSocket && peer.waiting.length > 0) {
      const message = peer.waiting.shift() as PgRelayMessage
      peer.queued.delete(message.id)
      if (wanted(peer, message, now) && !peer.pushed.has(message.id)) push(peer, message)
    }
  }

  const deliver = (peer: Peer, message: PgRelayMessage) => {
    if (peer.gone || !wanted(peer, message, Date.now())) return
    if (peer.pushed.has(message.id) || peer.queued.has(message.id)) return
    peer.waiting.push(message)
    peer.queued.add(message.id)
    pump(peer)
  }

  /** The cached copy of `message` (the first one seen), or undefined when no local socket wants its topic. */
  const remember = (message: PgRelayMessage): PgRelayMessage | undefined => {
    if (!subscribers.has(message.topic)) return undefined
    const kept = cache.get(message.topic) ?? new Map<string, PgRelayMessage>()
    cache.set(message.topic, kept)
    const same = kept.get(message.id)
    if (same) return same
    kept.set(message.id, message)
    return message
  }

  /** Loads the unexpired messages of `topics` not cached yet; returns them, cached, by id. */
  const load = async (topics: readonly string[]): Promise<PgRelayMessage[]> => {
    const rows = await mailbox.ids(topics)
    const missing = rows.filter((r) => !cache.get(r.topic)?.has(r.id)).map((r) => r.id)
    const loaded: PgRelayMessage[] = []
    for (const message of await mailbox.load(missing)) {
      const kept = remember(message)
      if (kept) loaded.push(kept)
    }
    return loaded
  }

  // Wakes (NOTIFY, a reconnect of the LISTEN connection) are coalesced: one read for every
  // topic woken while the previous read ran.
  const pending = new Set<string>()
  let draining = false
  const wake = (topics: Iterable<string>) => {
    for (const topic of topics) if (subscribers.has(topic)) pending.add(topic)
    if (pending.size > 0 && !draining) void drain()
  }
  const drain = async () => {
    draining = true
    let failed: string[] = []
    try {
      while (pending.size > 0) {
        const topics = [...pending]
        pending.clear()
        try {
          for (const message of await load(topics))
            for (const peer of subscribers.get(message.topic) ?? []) deliver(peer, message)
        } catch (error) {
          console.error('[relay] reading woken topics failed', error)
          failed = topics
          break
        }
      }
    } finally {
      draining = false
    }
    // The database was unreachable: try again shortly (the rows are still there).
    if (failed.length > 0) setTimeout(() => wake(failed), 500).unref()
  }

  const listener: StoreListener = await store.listen(relayChannel, {
    onNotify: (topic) => wake([topic]),
    // Notifications sent while the connection was down are lost: re-read every topic held.
    onReconnect: () => wake(subscribers.keys()),
  })

  const subscribe = (peer: Peer, topic: string): string => {
    if (!peer.topics.has(topic)) {
      peer.topics.add(topic)
      const set = subscribers.get(topic) ?? new Set<Peer>()
      set.add(peer)
      subscribers.set(topic, set)
    }
    return subscriptionId(topic, peer.clientId)
  }

  const fits = (peer: Peer, topics: readonly string[]) =>
    peer.topics.size + new Set(topics.filter((t) => !peer.topics.has(t))).size <=
    limits.maxSubscriptionsPerSocket

  const unsubscribe = (peer: Peer, topic: string) => {
    peer.topics.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(peer)
    if (set?.size === 0) {
      subscribers.delete(topic)
      cache.delete(topic)
    }
  }

  // After the answer to a subscribe: what the topics hold that this client has not acknowledged
  // (on any process), oldest first; what is new to this process goes to its other sockets too.
  const replay = async (peer: Peer, topics: readonly string[]) => {
    const known = topics.flatMap((t) => [...(cache.get(t)?.values() ?? [])])
    const acked = await mailbox.deliveredTo(
      peer.clientId,
      known.filter((m) => !m.deliveredTo.has(peer.clientId)).map((m) => m.id),
    )
    for (const message of known) if (acked.has(message.id)) message.deliveredTo.add(peer.clientId)
    const loaded = await load(topics)
    for (const message of loaded)
      for (const other of subscribers.get(message.topic) ?? [])
        if (other !== peer) deliver(other, message)
    for (const message of [...known, ...loaded].sort((a, b) => Number(a.id) - Number(b.id)))
      deliver(peer, message)
  }

  const publish = async (peer: Peer, params: Params): Promise<Published> => {
    const { topic, message, ttl } = params
    if (!isTopic(topic) || typeof message !== 'string' || message === '') return { ok: false }
    if (typeof ttl !== 'number' || !Number.isFinite(ttl) || ttl <= 0) return { ok: false }
    const now = Date.now()
    const ttlSeconds = Math.min(ttl, limits.maxTtlSeconds)
    const owner = peer.owners[peer.owners.length - 1] ?? peer.clientId
    const kept = await gated(owner, () =>
      mailbox.add({
        topic,
        message,
        publishedAt: now,
        expiresAt: now + ttlSeconds * 1000,
        publisher: peer.clientId,
        bytes: message.length,
        owners: peer.owners,
        ...(typeof params.attestation === 'string' ? { attestation: params.attestation } : {}),
        ...(typeof params.tag === 'number' ? { tag: params.tag } : {}),
      }),
    )
    if (!kept.ok) return { ok: false, reason: kept.reason }
    // This process's subscribers get it now; the others' processes when the NOTIFY wakes them.
    const local = kept.added ? remember(kept.message) : undefined
    if (local) for (const other of subscribers.get(topic) ?? []) deliver(other, local)
    return { ok: true }
  }

  const published = (outcome: Published): Answer =>
    outcome.ok
      ? { result: true }
      : outcome.reason
        ? quotaError(outcome.reason)
        : { error: invalidParams }

  const fetchMessages = async (peer: Peer, topics: string[]) => {
    const rows = await mailbox.undelivered(peer.clientId, [...new Set(topics)], fetchPageRows)
    const messages: PgRelayMessage[] = []
    let bytes = 0
    let hasMore = rows.length === fetchPageRows
    for (const m of rows) {
      if (messages.length > 0 && bytes + m.bytes > fetchPageBytes) {
        hasMore = true
        break
      }
      messages.push(m)
      bytes += m.bytes
    }
    await mailbox.markDelivered(
      peer.clientId,
      messages.map((m) => m.id),
    )
    for (const m of messages) cache.get(m.topic)?.get(m.id)?.deliveredTo.add(peer.clientId)
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

  const call = async (peer: Peer, method: string, params: Params): Promise<Answer> => {
    const invalid: Answer = { error: invalidParams }
    switch (method) {
      case 'irn_publish':
        return published(await publish(peer, params))
      case 'irn_batchPublish': {
        const messages = params.messages
        if (!Array.isArray(messages) || !messages.every(isObject)) return invalid
        for (const m of messages) {
          const outcome = await publish(peer, m)
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
        return { result: await fetchMessages(peer, topics) }
      }
      case 'wc_proposeSession': {
        const { pairingTopic, sessionProposal, ttl } = params
        if (!isTopic(pairingTopic)) return invalid
        if (!fits(peer, [pairingTopic]))
          return quotaError(`${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
        subscribe(peer, pairingTopic)
        return published(
          await publish(peer, { ...params, topic: pairingTopic, message: sessionProposal, ttl }),
        )
      }
      case 'wc_approveSession': {
        const { sessionTopic, pairingTopic, sessionProposalResponse, sessionSettlementRequest } =
          params
        if (!isTopic(sessionTopic) || !isTopic(pairingTopic)) return invalid
        if (!fits(peer, [sessionTopic]))
          return quotaError(`${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
        subscribe(peer, sessionTopic)
        const answered = await publish(peer, {
          ...params,
          topic: pairingTopic,
          message: sessionProposalResponse,
        })
        if (!answered.ok) return published(answered)
        return published(
          await publish(peer, {
            ...params,
            topic: sessionTopic,
            message: sessionSettlementRequest,
          }),
        )
      }
      default:
        return invalid
    }
  }

  /** Handles one request frame of `peer` (called in the peer's chain, one at a time). */
  const handle = async (peer: Peer, id: string | undefined, method: string, params: Params) => {
    if (peer.gone) return
    let answer: Answer
    try {
      answer = await call(peer, method, params)
    } catch (error) {
      console.error(`[relay] ${method} failed`, error)
      answer = internalError
    }
    peer.send(formatRelayFrame(id, answer))
    if ('error' in answer) return
    const topics =
      method === 'irn_subscribe'
        ? [params.topic as string]
        : method === 'irn_batchSubscribe'
          ? (params.topics as string[])
          : method === 'wc_proposeSession'
            ? [params.pairingTopic as string]
            : method === 'wc_approveSession'
              ? [params.sessionTopic as string]
              : []
    if (topics.length > 0) await replay(peer, topics)
  }

  return {
    join(clientId, send, ip): RelayPeer {
      const peer: Peer = {
        clientId,
        owners: ip === undefined ? [clientId] : [clientId, `ip:${ip}`],
        send,
        topics: new Set(),
        inflight: new Map(),
        pushed: new Set(),
        waiting: [],
        queued: new Set(),
        chain: Promise.resolve(),
        gone: false,
      }
      const enqueue = (work: () => Promise<void>) => {
        peer.chain = peer.chain.then(work).catch((error: unknown) => {
          console.error('[relay] frame failed', error)
        })
      }
      return {
        receive(text) {
          const frame = parseRelayFrame(text)
          if (!frame) {
            send(formatRelayFrame(undefined, { error: { code: -32700, message: 'Parse error' } }))
            return
          }
          if (frame.method === undefined) {
            const message = frame.id === undefined ? undefined : peer.inflight.get(frame.id)
            if (!message || frame.id === undefined) return
            peer.inflight.delete(frame.id)
            peer.pushed.delete(message.id)
            if (frame.result === true) {
              message.deliveredTo.add(clientId)
              // Recorded for every process: a reconnect elsewhere does not get it again.
              enqueue(() => mailbox.markDelivered(clientId, [message.id]))
            }
            pump(peer)
            return
          }
          const method = frame.method
          if (!methods.has(method)) {
            send(
              formatRelayFrame(frame.id, { error: { code: -32601, message: 'Method not found' } }),
            )
            return
          }
          const params = isObject(frame.params) ? frame.params : {}
          enqueue(() => handle(peer, frame.id, method, params))
        },
        leave() {
          peer.gone = true
          for (const topic of [...peer.topics]) unsubscribe(peer, topic)
          peer.inflight.clear()
          peer.pushed.clear()
          peer.waiting.length = 0
          peer.queued.clear()
        },
      }
    },
    async sweep(now = Date.now()) {
      const dropped = await mailbox.sweep(now)
      for (const [topic, kept] of cache) {
        for (const [id, message] of kept) if (message.expiresAt <= now) kept.delete(id)
        if (kept.size === 0) cache.delete(topic)
      }
      usage = await mailbox.usage()
      return dropped
    },
    size: () => usage.messages,
    bytes: () => usage.bytes,
    clear() {
      subscribers.clear()
      cache.clear()
      pending.clear()
    },
    async close() {
      await listener.close()
      subscribers.clear()
      cache.clear()
      pending.clear()
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

function isObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isTopic(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= 256
}
