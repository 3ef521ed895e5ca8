import type { AccountType, SocialProvider } from '@airlock/core'

/** What the secure frame says about the signed-in visitor. SPEC.md §3 "User". */
export type AuthUser = {
  email?: string | null | undefined
  address: string
  chainId: string | number
  accounts: readonly { address: string; type: AccountType }[]
  userName?: string | undefined
  smartAccountDeployed: boolean
  preferredAccountType?: AccountType | undefined
}

/** An unsafe request (SPEC.md §6) waiting for the visitor. */
export type AuthRequest = { method: string; params: unknown }

/** The auth connector's state, a new object on every change. */
export type AuthSnapshot = {
  user: AuthUser | undefined
  socialProvider: SocialProvider | 'farcaster' | undefined
  pendingRequest: AuthRequest | undefined
  /** Raised 300 ms after each refused method (SPEC.md §8). */
  refusedRequests: number
  smartAccountEnabledNetworks: readonly number[]
}

/** An EIP-1193 request function. */
export type AuthRequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>
