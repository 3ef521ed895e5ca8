import { CloudError } from '../server/CloudError'

/** A relay connection refused: no or a bad `auth` token, or an unknown project. */
export class RelayAuthError extends CloudError {
  override name = 'RelayAuthError'
}
