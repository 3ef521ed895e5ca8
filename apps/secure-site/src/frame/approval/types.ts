import type { PreparedRequest } from '../../rpc/preparedTypes'

/** An unsafe request waiting for the visitor, as the approval screen gets it. */
export type ApprovalRequest = {
  /** The RPC_REQUEST's id. */
  id: string
  method: string
  params?: unknown
  /** What the secure site prepared: exactly what will be signed. */
  prepared: PreparedRequest
  chainId: number
  /** The dapp origin that asked (the message's `event.origin`). */
  origin?: string
}

/**
 * Shows a request and resolves when the visitor approves it inside the frame; rejects with a
 * UserRejectedError (4001) on Reject or when `signal` aborts first, and with `cannotDisplay` when
 * the request cannot be shown. After approval, `signal` aborting means the request ended (the
 * screen is cleared).
 */
export type Approve = (request: ApprovalRequest, signal: AbortSignal) => Promise<void>
