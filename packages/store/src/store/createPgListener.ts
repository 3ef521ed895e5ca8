import pg from 'pg'
import type { ListenHandlers, StoreListener } from './types'

/**
 * One dedicated connection that `LISTEN`s on `channel` of a Postgres server (a pool connection
 * cannot: it goes back to the pool and its notifications with it). If the connection drops it is
 * opened again (after 100 ms, doubling up to 2 s) and `onReconnect` runs once it listens again:
 * notifications sent meanwhile are lost, so the caller re-reads what it may have missed.
 * Resolves once the first `LISTEN` is active.
 *
 * @example
 * const listener = await createPgListener(url, 'airlock_relay', { onNotify: (topic) => wake(topic) })
 * await listener.close()
 */
export async function createPgListener(
  databaseUrl: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<StoreListener> {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel))
    throw new TypeError(`channel ${channel}: lower-case letters, digits and _ only`)
  let client: pg.Client | undefined
  let closed = false
  let retryMs = 100
  let timer: NodeJS.Timeout | undefined

  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl })
    // A dropped connection emits 'error' (and 'end'); either starts the next attempt.
    let dropped = false
    const drop = () => {
      if (dropped) return
      dropped = true
      if (client === next) client = undefined
      next.end().catch(() => {})
      if (!closed) schedule()
    }
    next.on('error', drop)
    next.on('end', drop)
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '')
    })
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      drop()
      throw error
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    retryMs = 100
  }

  const schedule = () => {
    if (timer || closed) return
    timer = setTimeout(() => {
      timer = undefined
      open().then(
        () => {
          if (!closed) handlers.onReconnect?.()
        },
        () => {}, // open() scheduled the next attempt
      )
    }, retryMs)
    timer.unref()
    retryMs = Math.min(retryMs * 2, 2_000)
  }

  try {
    await open()
  } catch (error) {
    // The first connection failed: the caller hears it, and no retry is left running.
    closed = true
    if (timer) clearTimeout(timer)
    throw error
  }
  return {
    connected: () => client !== undefined,
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      const current = client
      client = undefined
      await current?.end().catch(() => {})
    },
  }
}
