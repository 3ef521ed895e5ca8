/**
 * The one database interface of the local cloud and the secure site: Postgres dialect, `$1`
 * placeholders, over embedded PGlite or a real Postgres server. Column types come back as each
 * driver parses them; the backends agree on int2/int4 (number), int8 and numeric (string: cast in
 * SQL when a number is wanted), timestamptz (Date), json/jsonb (parsed), bool, text.
 */
export type Store = {
  /** The backend this store opened: embedded PGlite, or a Postgres server (`DATABASE_URL`). */
  readonly kind: 'pglite' | 'postgres'
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>
  /** Runs `fn` in one transaction; a nested call joins the outer transaction. */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>
  /**
   * Postgres servers only (PGlite has no other process to hear from): a dedicated connection
   * that `LISTEN`s on `channel` (see `createPgListener`); `NOTIFY` payloads are at most 8,000 bytes.
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<StoreListener>
  close(): Promise<void>
}

/** What a `LISTEN` calls: each notification's payload, and a reconnect after a dropped connection. */
export type ListenHandlers = {
  onNotify(payload: string): void
  /** The connection dropped and listens again: notifications in between were lost. */
  onReconnect?(): void
}

/** A listening connection. */
export type StoreListener = {
  /** Whether the connection is up now (false between a drop and the reconnect). */
  connected(): boolean
  close(): Promise<void>
}

/** Where a store lives: PGlite in `<dataDir>/pg`, unless `databaseUrl` names a Postgres server. */
export type CreateStoreParameters = { dataDir: string; databaseUrl?: string }

/** What `migrate` applies, and where it records what it applied. */
export type MigrateParameters = {
  /** The folder of `*.sql` files, applied in filename order. */
  dir: string
  /**
   * The bookkeeping table (`schema_migrations` for the cloud, `secure_schema_migrations` for the
   * secure site, so both apps can share one Postgres database). Letters, digits and `_` only.
   */
  table: string
}
