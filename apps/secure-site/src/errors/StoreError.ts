import { SecureSiteError } from './SecureSiteError'

/** A store operation that cannot go on (closed store, failed migration). */
export class StoreError extends SecureSiteError {
  override name = 'StoreError'
}
