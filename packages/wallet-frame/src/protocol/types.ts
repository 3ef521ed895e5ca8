import type {
  APP_EVENT_NAMES,
  APP_EVENT_PREFIX,
  CONNECT_EMAIL_ACTIONS,
  FRAME_ACCOUNT_TYPES,
  FRAME_EVENT_PREFIX,
  FRAME_SOCIAL_PROVIDERS,
  UPDATE_EMAIL_ACTIONS,
} from './constants'

/** One of the app events. */
export type AppEventName = (typeof APP_EVENT_NAMES)[number]
/** A chain id as it arrives: a number, a decimal or hex string, or a CAIP-2 id. */
export type FrameChainId = string | number
/** `eoa` or `smartAccount`. */
export type FrameAccountType = (typeof FRAME_ACCOUNT_TYPES)[number]
/** A social provider. */
export type FrameSocialProvider = (typeof FRAME_SOCIAL_PROVIDERS)[number]

/** The theme payload: the modal's theme mode and variables. */
export type FrameThemePayload = {
  themeMode?: 'light' | 'dark' | undefined
  themeVariables?: Record<string, string | number> | undefined
  w3mThemeVariables?: Record<string, string | number> | undefined
}

/** The dapp data payload: the dapp's metadata, SDK and project id. */
export type FrameDappDataPayload = {
  metadata?: { name: string; description: string; url: string; icons: string[] } | undefined
  sdkVersion: string
  sdkType: string
  projectId: string
  /** The dapp's locale (BCP 47); an Airlock addition to AppKit's payload. */
  locale?: string | undefined
}

/** The user the frame replies with. */
export type FrameUser = {
  email?: string | null | undefined
  address: string
  chainId: FrameChainId
  accounts?: { address: string; type: FrameAccountType }[] | undefined
  userName?: string | null | undefined
  smartAccountDeployed?: boolean | undefined
  preferredAccountType?: FrameAccountType | undefined
}

/** The payload each app event carries (`undefined`: none). */
export type AppEventPayloads = {
  SWITCH_NETWORK: { chainId: FrameChainId }
  CONNECT_EMAIL: { email: string }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: { otp: string }
  CONNECT_SOCIAL: { uri: string }
  GET_SOCIAL_REDIRECT_URI: { provider: FrameSocialProvider }
  GET_FARCASTER_URI: undefined
  CONNECT_FARCASTER: undefined
  GET_USER: { chainId: FrameChainId; preferredAccountType?: FrameAccountType | undefined }
  SIGN_OUT: undefined
  IS_CONNECTED: { token?: string | undefined }
  GET_CHAIN_ID: undefined
  RPC_REQUEST: { method: string; params?: unknown }
  UPDATE_EMAIL: { email: string }
  UPDATE_EMAIL_PRIMARY_OTP: { otp: string }
  UPDATE_EMAIL_SECONDARY_OTP: { otp: string }
  SYNC_THEME: FrameThemePayload
  SYNC_DAPP_DATA: FrameDappDataPayload
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined
  INIT_SMART_ACCOUNT: undefined
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType }
  RELOAD: undefined
  /**
   * The page no longer waits for the request `requestId` (the visitor left the approval view):
   * a request the visitor has not approved in the frame is answered with FRAME_USER_REJECTED and
   * never runs; one already approved runs to its end.
   */
  CANCEL_REQUEST: { requestId: string }
  /** Shows the key export screen inside the frame (fresh email code first); ends when it closes. */
  EXPORT_PRIVATE_KEY: undefined
}

/** The payload of each `<EVENT>_SUCCESS` reply (`undefined`: none). */
export type FrameReplyPayloads = {
  SWITCH_NETWORK: { chainId: FrameChainId }
  CONNECT_EMAIL: { action: (typeof CONNECT_EMAIL_ACTIONS)[number] }
  CONNECT_DEVICE: undefined
  CONNECT_OTP: undefined
  CONNECT_SOCIAL: FrameUser
  GET_SOCIAL_REDIRECT_URI: { uri: string }
  GET_FARCASTER_URI: { url: string }
  CONNECT_FARCASTER: { userName: string }
  GET_USER: FrameUser
  SIGN_OUT: undefined
  IS_CONNECTED: { isConnected: boolean }
  GET_CHAIN_ID: { chainId: FrameChainId }
  /** The JSON-RPC result itself. */
  RPC_REQUEST: unknown
  UPDATE_EMAIL: { action: (typeof UPDATE_EMAIL_ACTIONS)[number] }
  UPDATE_EMAIL_PRIMARY_OTP: undefined
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: string }
  SYNC_THEME: undefined
  SYNC_DAPP_DATA: undefined
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: number[] }
  INIT_SMART_ACCOUNT: { address: string; isDeployed: boolean }
  SET_PREFERRED_ACCOUNT: { type: FrameAccountType; address: string }
  RELOAD: undefined
  CANCEL_REQUEST: undefined
  EXPORT_PRIVATE_KEY: undefined
}

/** The payload of every `<EVENT>_ERROR` reply: the message is optional (then `An error occurred`). */
export type FrameErrorPayload = { message?: string | undefined; code?: number | undefined }

/** A payload key that is required when the payload type is, and optional when it may be absent. */
type WithPayload<P> = undefined extends P ? { payload?: P } : { payload: P }

/** The app event `name`, as posted to the frame. */
export type AppEventOf<K extends AppEventName> = {
  type: `${typeof APP_EVENT_PREFIX}${K}`
  id: string
} & WithPayload<AppEventPayloads[K]>

/** Any app event. */
export type AppEvent = { [K in AppEventName]: AppEventOf<K> }[AppEventName]

/** The success reply to `name`. */
export type FrameSuccessOf<K extends AppEventName> = {
  type: `${typeof FRAME_EVENT_PREFIX}${K}_SUCCESS`
  id: string
} & WithPayload<FrameReplyPayloads[K]>

/** The error reply to `name`. */
export type FrameErrorOf<K extends AppEventName> = {
  type: `${typeof FRAME_EVENT_PREFIX}${K}_ERROR`
  id: string
  payload?: FrameErrorPayload | undefined
}

/** The frame is loaded and listening. */
export type FrameReadyEvent = {
  type: `${typeof FRAME_EVENT_PREFIX}READY`
  payload: { version: string | number }
}

/** The frame's session token changed. */
export type FrameSessionUpdateEvent = {
  type: `${typeof FRAME_EVENT_PREFIX}SESSION_UPDATE`
  payload: { token: string }
}

/** Any reply (success or error). */
export type FrameReplyEvent = {
  [K in AppEventName]: FrameSuccessOf<K> | FrameErrorOf<K>
}[AppEventName]

/** Any frame event. */
export type FrameEvent = FrameReadyEvent | FrameSessionUpdateEvent | FrameReplyEvent
