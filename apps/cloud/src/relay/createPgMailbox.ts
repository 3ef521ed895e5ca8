import { createHash } from 'node:crypto'
import type { Store } from '@airlock/store'
import type { RelayLimits, RelayMessage } from './types'

/** A kept message as read from Postgres: its row id orders it and names it in acknowledgements. */
export type PgRelayMessage = RelayMessage & { id: string }

/** What a publish gets: kept (or already kept: a retry), or refused with the limit it hit. */
export type PgAddResult =
  | { ok: true; message: PgRelayMessage; added: boolean }
  | { ok: false; reason: string }

/**
 * The message to keep: it is charged to its publisher (a client id), the `ip:` entry of its
 * owners (its address), its topic and the whole relay.
 */
export type PgNewMessage = Omit<RelayMessage, 'deliveredTo'>

export type PgMailbox = {
  /** Inserts the message and charges its quotas in one transaction, and NOTIFYs its topic. */
  add(message: PgNewMessage): Promise<PgAddResult>
  /** Ids of the unexpired messages of `topics` (bounded by the per-topic limit). */
  ids(topics: readonly string[], now?: number): Promise<{ id: string; topic: string }[]>
  /** The messages of `ids` with the clients that acknowledged each, in id order. */
  load(ids: readonly string[]): Promise<PgRelayMessage[]>
  /** Which of `ids` `clientId` acknowledged. */
  deliveredTo(clientId: string, ids: readonly string[]): Promise<Set<string>>
  /** Records that `clientId` has the messages `ids` (an acknowledgement or a fetch). */
  markDelivered(clientId: string, ids: readonly string[]): Promise<void>
  /** Unexpired messages of `topics` not published by nor delivered to `clientId`, by id. */
  undelivered(clientId: string, topics: readonly string[], limit: number): Promise<PgRelayMessage[]>
  /** Deletes expired messages and uncounts them; returns how many went. */
  sweep(now?: number): Promise<number>
  /** Messages and bytes kept by the whole relay (every process). */
  usage(): Promise<{ messages: number; bytes: number }>
}

/** The channel every relay process LISTENs on; the payload is the topic, never the message. */
export const relayChannel = 'airlock_relay'

/** Rows a sweep deletes per statement (a sweep loops until fewer go). */
const sweepBatch = 5_000

type Row = {
  id: string
  topic: string
  message: string
  published_at: string
  expires_at: string
  publisher: string
  publisher_ip: string | null
  attestation: string | null
  tag: number | null
  bytes: number
  delivered_to: string[] | null
}

/** A publish over a limit: thrown inside the transaction so it rolls back. */
class Refused extends Error {}

/**
 * The relay's message store on a Postgres server, shared by every cloud process of a deployment
 * (migration `120_relay.sql`). Quotas are counter rows in `relay_usage` (per client id, per IP
 * address, per topic, and `*` for the whole relay) updated in the publish's transaction, so a
 * publish costs an insert and an upsert of four rows by primary key, whatever the number of
 * topics and messages; the counters are locked in one order (sorted) so concurrent publishes and
 * sweeps cannot deadlock. A publish is answered after its transaction commits, and its
 * `pg_notify` is sent by that commit.
 *
 * @example
 * const mailbox = createPgMailbox(store, limits)
 * const kept = await mailbox.add(message)
 */
export function createPgMailbox(store: Store, limits: RelayLimits): PgMailbox {
  let lastSweep = 0

  const reasonFor = (owner: string, used: { messages: number; bytes: number }) => {
    if (owner === '*') {
      if (used.messages > limits.maxMessages) return `relay full: ${limits.maxMessages} messages`
      if (used.bytes > limits.maxBytes) return `relay full: byte budget of ${limits.maxBytes}`
    } else if (owner.startsWith('topic:')) {
      if (used.messages > limits.maxMessagesPerTopic)
        return `topic full: ${limits.maxMessagesPerTopic} messages`
    } else if (owner.startsWith('ip:')) {
      if (used.bytes > limits.maxStoredBytesPerIp)
        return `quota: ${limits.maxStoredBytesPerIp} kept bytes per IP address`
    } else {
      if (used.messages > limits.maxStoredMessagesPerClient)
        return `quota: ${limits.maxStoredMessagesPerClient} kept messages per client`
      if (used.bytes > limits.maxStoredBytesPerClient)
        return `quota: ${limits.maxStoredBytesPerClient} kept bytes per client`
    }
    return undefined
  }

  // The order the in-memory mailbox checks in, so both name the same limit first.
  const rank = (owner: string) =>
    owner.startsWith('topic:') ? 0 : owner === '*' ? 1 : owner.startsWith('ip:') ? 3 : 2

  const tryAdd = (message: PgNewMessage): Promise<PgAddResult> =>
    store.transaction(async (tx) => {
      const digest = createHash('sha256').update(message.message).digest('hex')
      const ip = message.owners.find((o) => o.startsWith('ip:'))?.slice(3) ?? null
      const inserted = await tx.query<{ id: string }>(
        `insert into relay_messages
           (topic, digest, message, published_at, expires_at, publisher, publisher_ip,
            attestation, tag, bytes)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
         on conflict (topic, digest) do nothing
         returning id`,
        [
          message.topic,
          digest,
          message.message,
          message.publishedAt,
          message.expiresAt,
          message.publisher,
          ip,
          message.attestation ?? null,
          message.tag ?? null,
          message.bytes,
        ],
      )
      const id = inserted.rows[0]?.id
      if (id === undefined) {
        const same = await tx.query<Row>(
          `select *, null as delivered_to from relay_messages where topic = $1 and digest = $2`,
          [message.topic, digest],
        )
        const row = same.rows[0]
        // Swept between the two statements: keep it again.
        if (!row) throw new Refused('retry')
        return { ok: true, message: fromRow(row), added: false }
      }
      // The accounts the sweep uncounts from the row: its publisher, its address, topic and `*`.
      const owners = [
        ...new Set([
          message.publisher,
          ...(ip === null ? [] : [`ip:${ip}`]),
          `topic:${message.topic}`,
          '*',
        ]),
      ].sort()
      const charged = await tx.query<{ owner: string; messages: string; bytes: string }>(
        `insert into relay_usage (owner, messages, bytes)
         select owner, 1, $2::int8 from unnest($1::text[]) with ordinality as o(owner, n) order by n
         on conflict (owner) do update
           set messages = relay_usage.messages + 1, bytes = relay_usage.bytes + excluded.bytes
         returning owner, messages, bytes`,
        [owners, message.bytes],
      )
      const reasons = charged.rows
        .map((row) => ({
          owner: row.owner,
          reason: reasonFor(row.owner, {
            messages: Number(row.messages),
            bytes: Number(row.bytes),
          }),
        }))
        .filter((r) => r.reason !== undefined)
        .sort((a, b) => rank(a.owner) - rank(b.owner))
      if (reasons[0]) throw new Refused(reasons[0].reason)
      await tx.query(`select pg_notify($1, $2)`, [relayChannel, message.topic])
      return {
        ok: true,
        message: { ...message, id, deliveredTo: new Set<string>() },
        added: true,
      }
    })

  const add = async (message: PgNewMessage): Promise<PgAddResult> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await tryAdd(message)
      } catch (error) {
        if (!(error instanceof Refused)) throw error
        if (error.message === 'retry' && attempt < 3) continue
        // Expired messages may still hold the room: sweep, at most once a second per process.
        const now = Date.now()
        if (attempt === 0 && now - lastSweep >= 1_000) {
          lastSweep = now
          if ((await sweep(now)) > 0) continue
        }
        return { ok: false, reason: error.message }
      }
    }
  }

  const sweep = async (now = Date.now()): Promise<number> => {
    let dropped = 0
    for (;;) {
      const batch = await store.transaction(async (tx) => {
        const gone = await tx.query<{ owner: string; messages: string; bytes: string }>(
          `with gone as (
             delete from relay_messages where id in (
               select id from relay_messages where expires_at <= $1 order by expires_at limit $2
               for update skip locked)
             returning topic, publisher, publisher_ip, bytes),
           charges as (
             select publisher as owner, bytes from gone
             union all select 'ip:' || publisher_ip, bytes from gone where publisher_ip is not null
             union all select 'topic:' || topic, bytes from gone
             union all select '*', bytes from gone)
           select owner, count(*) as messages, sum(bytes) as bytes from charges group by owner`,
          [now, sweepBatch],
        )
        if (gone.rows.length === 0) return 0
        const rows = [...gone.rows].sort((a, b) => (a.owner < b.owner ? -1 : 1))
        const owners = rows.map((r) => r.owner)
        // Locked in the order publishes lock them (sorted), then uncounted.
        await tx.query(
          `select owner from relay_usage where owner = any($1::text[])
           order by owner collate "C" for update`,
          [owners],
        )
        await tx.query(
          `update relay_usage u set messages = u.messages - g.messages, bytes = u.bytes - g.bytes
           from unnest($1::text[], $2::int8[], $3::int8[]) as g(owner, messages, bytes)
           where u.owner = g.owner`,
          [owners, rows.map((r) => r.messages), rows.map((r) => r.bytes)],
        )
        await tx.query(
          `delete from relay_usage where owner = any($1::text[]) and owner <> '*' and messages <= 0`,
          [owners],
        )
        return Number(rows.find((r) => r.owner === '*')?.messages ?? 0)
      })
      dropped += batch
      if (batch < sweepBatch) return dropped
    }
  }

  return {
    add,
    sweep,
    async ids(topics, now = Date.now()) {
      if (topics.length === 0) return []
      const { rows } = await store.query<{ id: string; topic: string }>(
        `select id, topic from relay_messages where topic = any($1::text[]) and expires_at > $2`,
        [topics, now],
      )
      return rows
    },
    async load(ids) {
      if (ids.length === 0) return []
      const { rows } = await store.query<Row>(
        `select m.*, array(select client_id from relay_deliveries d where d.message_id = m.id)
                as delivered_to
           from relay_messages m where m.id = any($1::int8[]) order by m.id`,
        [ids],
      )
      return rows.map(fromRow)
    },
    async deliveredTo(clientId, ids) {
      if (ids.length === 0) return new Set()
      const { rows } = await store.query<{ message_id: string }>(
        `select message_id from relay_deliveries
          where client_id = $1 and message_id = any($2::int8[])`,
        [clientId, ids],
      )
      return new Set(rows.map((r) => r.message_id))
    },
    async markDelivered(clientId, ids) {
      if (ids.length === 0) return
      // A message swept meanwhile has no row left to point at: nothing to record.
      await store.query(
        `insert into relay_deliveries (message_id, client_id)
         select m.id, $1 from relay_messages m where m.id = any($2::int8[])
         on conflict do nothing`,
        [clientId, ids],
      )
    },
    async undelivered(clientId, topics, limit) {
      if (topics.length === 0) return []
      const { rows } = await store.query<Row>(
        `select m.*, null as delivered_to from relay_messages m
          where m.topic = any($1::text[]) and m.expires_at > $2 and m.publisher <> $3
            and not exists (select 1 from relay_deliveries d
                             where d.message_id = m.id and d.client_id = $3)
          order by m.id limit $4`,
        [topics, Date.now(), clientId, limit],
      )
      return rows.map(fromRow)
    },
    async usage() {
      const { rows } = await store.query<{ messages: string; bytes: string }>(
        `select messages, bytes from relay_usage where owner = '*'`,
      )
      return { messages: Number(rows[0]?.messages ?? 0), bytes: Number(rows[0]?.bytes ?? 0) }
    },
  }
}

function fromRow(row: Row): PgRelayMessage {
  return {
    id: String(row.id),
    topic: row.topic,
    message: row.message,
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
    publisher: row.publisher,
    ...(row.attestation !== null ? { attestation: row.attestation } : {}),
    ...(row.tag !== null ? { tag: row.tag } : {}),
    deliveredTo: new Set(row.delivered_to ?? []),
    bytes: row.bytes,
    owners: row.publisher_ip === null ? [row.publisher] : [row.publisher, `ip:${row.publisher_ip}`],
  }
}
