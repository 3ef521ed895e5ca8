/**
 * The one database interface of the cloud: Postgres dialect, `$1` placeholders, over embedded
 * PGlite or a real Postgres server. Column types come back as each driver parses them; the
 * backends agree on int2/int4 (number), int8 and numeric (string: cast in SQL when a number is
 * wanted), timestamptz (Date), json/jsonb (parsed), bool, text.
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
