import { CloudError } from '../server/CloudError'

/** A local chain could not be found, started, reached or stopped. */
export class ChainError extends CloudError {
  override name = 'ChainError'
}
