import { FRAME_USER_REJECTED } from '@airlock/wallet-frame/protocol'
import { SecureSiteError } from '../../errors/SecureSiteError'

/**
 * The visitor rejected a request in the frame, or the page cancelled it before they approved:
 * relayed to the page as an ERROR with EIP-1193's code 4001 (`User rejected the request.`).
 */
export class UserRejectedError extends SecureSiteError {
  override name = 'UserRejectedError'
  readonly code: number = FRAME_USER_REJECTED.code
  constructor() {
    super(FRAME_USER_REJECTED.message, 400)
  }
}
