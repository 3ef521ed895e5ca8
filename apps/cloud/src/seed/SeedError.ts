import { CloudError } from '../server/CloudError'

/** The seed could not bring a chain or the store to its seeded state. */
export class SeedError extends CloudError {
  override name = 'SeedError'
}
