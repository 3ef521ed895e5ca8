/**
 * The base of every error `@airlock/store` throws on purpose (one error base per
 * package). The apps map the ones a person can cause (see `InvalidProjectsError`) to their own.
 *
 * @example
 * await migrate(store, { dir, table: 'bad name' }) // throws StoreError
 */
export class StoreError extends Error {
  override name = 'StoreError'
}
