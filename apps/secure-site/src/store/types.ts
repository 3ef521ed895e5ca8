/**
 * The secure site's database interface, the same shape as the local cloud's: Postgres dialect,
 * `$1` placeholders, over embedded PGlite or a real Postgres server (`DATABASE_URL`). Times are
 * int8 milliseconds (strings from both drivers), binary data is base64 text, so both backends
 * return the same values.
 */
export type Store = {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>
  /** Runs `fn` in one transaction; a nested call joins the outer transaction. */
  transaction<T>(fn: (tx: Store) => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type CreateStoreParameters = { dataDir: string; databaseUrl?: string }
