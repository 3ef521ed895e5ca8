import { CloudError } from '../server/CloudError'

/** A store operation that cannot go on (closed store, failed migration). */
export class StoreError extends CloudError {
  override name = 'StoreError'
}
