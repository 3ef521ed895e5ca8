import type {
  EmbeddedWalletRequest,
  EmbeddedWalletSnapshot,
  EmbeddedWalletUser,
} from '@airlock/core'

// The embedded-wallet contract is core's (shared with the scaffold's views); these names are the
// auth connector's.
/** What the secure frame says about the signed-in visitor. SPEC.md §3 "User". */
export type AuthUser = EmbeddedWalletUser
/** An unsafe request (SPEC.md §6) waiting for the visitor. */
export type AuthRequest = EmbeddedWalletRequest
/** The auth connector's state, a new object on every change. */
export type AuthSnapshot = EmbeddedWalletSnapshot

/** An EIP-1193 request function. */
export type AuthRequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>
