import type { AccountType } from '../caip/types'
import type { SocialProvider } from '../constants/features'

/** What the secure frame says about the signed-in visitor. SPEC.md §3 "User". */
export type EmbeddedWalletUser = {
  email?: string | null | undefined
  address: string
  chainId: string | number
  accounts: readonly { address: string; type: AccountType }[]
  userName?: string | undefined
  smartAccountDeployed: boolean
  preferredAccountType?: AccountType | undefined
}

/**
 * The caller's time-out callback of SPEC.md §9: email, device, OTP, social connect and social
 * redirect URI requests are aborted (`Request was aborted`) after 30000 ms, and `onTimeout` runs
 * first, so the view that asked can tell a time-out from any other failure.
 */
export type EmbeddedWalletTimeout = { onTimeout?: (() => void) | undefined }

/** An unsafe request (SPEC.md §6) waiting for the visitor in ApproveTransaction. */
export type EmbeddedWalletRequest = {
  method: string
  params: unknown
}

/** What the views read from the embedded wallet; a new object on every change. */
export type EmbeddedWalletSnapshot = {
  /** The signed-in visitor, after a connect or a restored session. */
  user: EmbeddedWalletUser | undefined
  /** The social provider of the last social login. */
  socialProvider: SocialProvider | 'farcaster' | undefined
  /** The unsafe request waiting for Approve or Reject. */
  pendingRequest: EmbeddedWalletRequest | undefined
  /**
   * Counts refused methods (outside the allow-list), raised 300 ms after each refusal (SPEC.md §8:
   * the UI message follows after 300 ms); the scaffold shows `Action not allowed` on each rise.
   */
  refusedRequests: number
  /** Chain ids where a smart account can be used (SPEC.md §3); empty when the fetch failed. */
  smartAccountEnabledNetworks: readonly number[]
}

/**
 * The embedded wallet (email and social login through the secure frame) as the modal's views use
 * it: the contract between an adapter's auth connector (`createEvmAdapter({ auth })` exposes one
 * as the adapter's `embeddedWallet`) and the scaffold's views. Declared in core, beside the
 * adapter contract, so both sides share one definition.
 *
 * @example
 * const wallet: EmbeddedWallet | undefined = (adapter as { embeddedWallet?: EmbeddedWallet }).embeddedWallet
 * await wallet?.connectEmail({ email: 'visitor@example.test' })
 */
export type EmbeddedWallet = {
  /** The id of the AUTH connector it stands behind (what `connect(core, { connector })` takes). */
  readonly connectorId: string
  getSnapshot(): EmbeddedWalletSnapshot
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /** Starts loading the frame (the visitor showed intent: focus on the email field). */
  preload(): void
  /** CONNECT_EMAIL; refused within 30 s of the last one (`Please try again after N seconds`). */
  connectEmail(
    parameters: { email: string } & EmbeddedWalletTimeout,
  ): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT' }>
  /** CONNECT_DEVICE: resolves once the device is approved; the OTP follows. */
  connectDevice(parameters?: EmbeddedWalletTimeout): Promise<void>
  /** CONNECT_OTP. */
  connectOtp(parameters: { otp: string } & EmbeddedWalletTimeout): Promise<void>
  /** GET_SOCIAL_REDIRECT_URI: where the login window (or the redirected page) goes. */
  getSocialRedirectUri(
    parameters: { provider: SocialProvider } & EmbeddedWalletTimeout,
  ): Promise<{ uri: string }>
  /** CONNECT_SOCIAL with the URI the login window came back with. */
  connectSocial(
    parameters: { uri: string; provider: SocialProvider } & EmbeddedWalletTimeout,
  ): Promise<void>
  /** The origin the login window reports back from (the secure site's). */
  readonly secureSiteOrigin: string
  /** GET_FARCASTER_URI. */
  getFarcasterUri(): Promise<{ url: string }>
  /** CONNECT_FARCASTER: resolves when the visitor approved in Farcaster. */
  connectFarcaster(): Promise<{ userName: string }>
  /** UPDATE_EMAIL. */
  updateEmail(parameters: {
    email: string
  }): Promise<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>
  /** UPDATE_EMAIL_PRIMARY_OTP. */
  updateEmailPrimaryOtp(parameters: { otp: string }): Promise<void>
  /** UPDATE_EMAIL_SECONDARY_OTP: resolves to the new email. */
  updateEmailSecondaryOtp(parameters: { otp: string }): Promise<{ newEmail: string }>
  /** SET_PREFERRED_ACCOUNT; resolves to the type in use (`eoa` when the switch failed). */
  setPreferredAccountType(parameters: { type: AccountType }): Promise<AccountType>
  /** Lets the pending request go to the frame; settles with the frame's answer. */
  approveRequest(): Promise<void>
  /** Refuses the pending request; only unsafe pending requests are aborted (SPEC.md §4). */
  rejectRequest(): void
}
