import type { AccountType } from '../caip/types'
import type { SocialProvider } from '../constants/features'

/** What the secure frame says about the signed-in visitor. */
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
 * The caller's time-out callback: email, device, OTP, social connect and social
 * redirect URI requests are aborted (`Request was aborted`) after 30000 ms, and `onTimeout` runs
 * first, so the view that asked can tell a time-out from any other failure.
 */
export type EmbeddedWalletTimeout = { onTimeout?: (() => void) | undefined }

/** Options of one frame request (what `@airlock/wallet-frame`'s `request` takes). */
export type EmbeddedFrameRequestOptions = {
  onTimeout?: (() => void) | undefined
  signal?: AbortSignal | undefined
  /** The request's id (CANCEL_REQUEST names a request by it). */
  id?: string | undefined
  timeoutMs?: number | undefined
}

/**
 * The secure frame as core uses it: what an adapter injects through
 * {@link ChainAdapterEmbeddedWallet.createFrame} (`@airlock/wallet-frame`'s `WalletFrame` has this
 * shape). Declared here so core imports nothing of the frame's code.
 */
export type EmbeddedFrame = {
  /** Sends an app event (`CONNECT_EMAIL`, `RPC_REQUEST`...) and resolves with its reply's payload. */
  request(name: string, payload?: unknown, options?: EmbeddedFrameRequestOptions): Promise<unknown>
  /** Resolves once the frame answers requests. */
  ready(): Promise<void>
  /** SESSION_UPDATE: the frame's session token changed. Returns the unsubscribe. */
  on(event: 'SESSION_UPDATE', listener: (payload: { token: string }) => void): () => void
  /** Shows the frame over `anchor` and moves focus into it. */
  show(anchor: Element, options?: { title?: string | undefined }): void
  /** Hides the frame again. */
  hide(): void
  destroy(): void
}

/** What {@link ChainAdapterEmbeddedWallet.createFrame} receives. */
export type CreateEmbeddedFrameParameters = {
  secureSiteUrl: string
  projectId: string
  /** CAIP-2 id of the chain the frame starts on. */
  chainId: string
  enableLogger: boolean
}

/**
 * The embedded-wallet capability of a chain adapter (`adapter.embeddedWallet`): the AUTH
 * connector the session stands behind and how to create the secure frame. Everything else (the
 * session, its storage, the login flows, approvals) is core's, shared by every adapter.
 *
 * @example
 * const embeddedWallet: ChainAdapterEmbeddedWallet = {
 *   connectorId: 'auth',
 *   createFrame: async (parameters) => (await import('@airlock/wallet-frame')).createWalletFrame(parameters),
 * }
 */
export type ChainAdapterEmbeddedWallet = {
  /** The id of the AUTH connector (what `connect(core, { connector })` takes). */
  readonly connectorId: string
  /** The secure site, when the adapter was given its own; default core's `secureSiteUrl`. */
  readonly secureSiteUrl?: string | undefined
  /** Passed to the frame as `enableLogger`. */
  readonly enableLogger?: boolean | undefined
  /**
   * The RPC methods the frame serves; any other is refused before the visitor is asked. Default:
   * every safe and unsafe method of core's lists.
   */
  readonly rpcMethods?: readonly string[] | undefined
  /** Creates the frame (load its code with `import()` here: nothing loads before first use). */
  createFrame(parameters: CreateEmbeddedFrameParameters): Promise<EmbeddedFrame>
}

/** An unsafe request the frame is asking the visitor to approve. */
export type EmbeddedWalletRequest = {
  /** The RPC_REQUEST's id (CANCEL_REQUEST names it). */
  id: string
  method: string
  params: unknown
}

/** Where a social login stands. */
export type EmbeddedSocialPhase =
  | 'waiting'
  | 'redirecting'
  | 'closed'
  | 'unfinished'
  | 'timeout'
  | 'failed'

/** The embedded wallet's part of `core.state` (`core.state.embedded`). */
export type EmbeddedState = {
  /** `connecting` while a stored session is checked or the user fetched. */
  status: 'disconnected' | 'connecting' | 'connected'
  /** The signed-in visitor, after a connect or a restored session. */
  user: EmbeddedWalletUser | undefined
  /** The login email (stored). */
  email: string | undefined
  /** The social provider of the last social login. */
  socialProvider: SocialProvider | 'farcaster' | undefined
  /** The social username (stored). */
  socialUsername: string | undefined
  /** The account type in use (or asked for, before a login). */
  accountType: AccountType | undefined
  /** Chain ids where a smart account can be used; empty when the fetch failed. */
  smartAccountEnabledNetworks: number[]
  /** Unsafe requests the frame shows for approval, the oldest first. */
  pendingRequests: EmbeddedWalletRequest[]
  /**
   * Counts refused methods (outside the allow-list), raised 300 ms after each refusal (the UI
   * message follows after 300 ms); the modal shows `Action not allowed` on each rise.
   */
  refusedRequests: number
  /** The social login in progress or its outcome; `undefined` when none was started. */
  social: { provider: SocialProvider; phase: EmbeddedSocialPhase } | undefined
  /** The Farcaster link of the login in progress (shown as a QR code). */
  farcasterUrl: string | undefined
}
