import type { ChainAdapter } from '../adapter/types'
import type { WalletListEntry } from '../api/types'
import type { AccountType, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { ConnectMethod, Features, SocialButton } from '../constants/features'
import type { LogLevel } from '../logger/types'
import type { Network } from '../networks/types'
import type { SIWEConfig } from '../siwx/types'
import type { AirlockInitialState, ConnectionCookieOptions } from '../ssr/types'
import type { KeyValueStorage } from '../storage/types'

/** A wallet the dapp lists itself (the `custom` group): a registry-shaped entry with its own image. */
export type CustomWallet = WalletListEntry & {
  /** An image URL, since the registry has no image for it. */
  image_url?: string
}

/** The colour scheme: light, dark, or `undefined` to follow the operating system. */
export type ThemeMode = 'light' | 'dark'

/** CSS variables of the modal (`--w3m-accent` and friends). */
export type ThemeVariables = Record<string, string | number>

/** The dapp's metadata, sent to wallets and to the secure frame. */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: readonly string[]
}

/** The fields of a sign-in-with-X message. */
export type SIWXMessageData = {
  accountAddress: string
  chainId: CaipNetworkId
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A sign-in-with-X message: its fields and the text the wallet signs. */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/** A signed-in session. */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
}

/**
 * The sign-in-with-X contract core relies on; `@airlock/siwx` implements it. Core reads
 * `required` to refuse closing the sign view without a session.
 */
export type SIWXConfig = {
  /** When true, the visitor must sign in: closing the sign view is refused, cancelling disconnects. */
  required?: boolean
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SIWXMessage>
  addSession(session: SIWXSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: readonly SIWXSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<readonly SIWXSession[]>
}

/**
 * The options of `createAirlockCore`: the modal options plus what core needs to run.
 * Everything but `networks` is optional.
 */
export type AirlockOptions = {
  /** The project id sent with every service call. Missing: the alert `Project ID Not Configured`. */
  projectId?: string
  /** The networks the dapp supports: at least one. */
  networks: readonly Network[]
  /** The network to start on; must be one of `networks`. Default: the first of `networks`. */
  defaultNetwork?: Network
  /** Chain adapters, at most one per namespace. */
  adapters?: readonly ChainAdapter[]
  /** Feature switches, merged over the defaults (`DEFAULT_FEATURES`). */
  features?: Partial<Features>
  metadata?: Metadata
  /**
   * Social buttons in display order; `false` hides them. Default: google, x, discord, farcaster,
   * github, apple, facebook.
   */
  socials?: readonly SocialButton[] | false
  /** Default: email, social, wallet. */
  connectMethodsOrder?: readonly ConnectMethod[]
  /** Registry wallet ids shown in the `featured` group, in this order. */
  featuredWalletIds?: readonly string[]
  /** When non-empty, only these registry wallets are listed. */
  includeWalletIds?: readonly string[]
  /** Registry wallet ids never listed. */
  excludeWalletIds?: readonly string[]
  /** Wallets the dapp lists itself, in the `custom` group. */
  customWallets?: readonly CustomWallet[]
  /**
   * The dapp's terms of service (an http(s) URL). With the `legalCheckbox` feature, the Connect
   * view asks the visitor to agree to it before any wallet, email or social login can be used.
   */
  termsConditionsUrl?: string
  /** The dapp's privacy policy (an http(s) URL); linked beside the terms, as above. */
  privacyPolicyUrl?: string
  /** Account type per namespace, merged over the defaults (`DEFAULT_ACCOUNT_TYPES`). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  /** Keep the wallet on a network outside `networks` instead of opening UnsupportedChain. */
  allowUnsupportedChain?: boolean
  /** Default true; false also keeps UnsupportedChain from opening. */
  enableNetworkSwitch?: boolean
  /** Default true: a stored connection is restored when the core starts. */
  enableReconnect?: boolean
  /** Sign-in-with-X. Cannot be combined with `siweConfig`. */
  siwx?: SIWXConfig
  /** The legacy sign-in-with-Ethereum config. Cannot be combined with `siwx`. */
  siweConfig?: SIWEConfig
  /**
   * The one URL of a self-hosted Airlock deployment (what `airlock-services` prints, or your
   * cloud behind its reverse proxy). The Blockchain API, the wallet registry, the relay
   * (`ws(s)://…/relay`) and the secure site (`secure.<host>`, or the next port for localhost or an
   * IP address) derive from it, and every network's RPC goes through its proxy unless
   * `customRpcUrls` names the network. `apiUrl`, `registryUrl`, `relayUrl` and `secureSiteUrl`
   * still override one service each. Default: none (each service's own default).
   */
  deploymentUrl?: string
  /**
   * RPC URLs of your own, by network id (`'eip155:1'`), used instead of the network's default or
   * the deployment's RPC proxy.
   */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /**
   * Base URL of the Blockchain API. Default: the local cloud, `http://127.0.0.1:8787`; a production
   * deployment passes its own.
   */
  apiUrl?: string
  /** Base URL of the wallet registry. Default: the local cloud, `http://127.0.0.1:8787`. */
  registryUrl?: string
  /** WebSocket URL of the WalletConnect relay. Default: the local cloud's, `ws://127.0.0.1:8789`. */
  relayUrl?: string
  /** Origin of the embedded wallet's secure site. Default: the local one, `http://127.0.0.1:8788`. */
  secureSiteUrl?: string
  /** Where to keep what Airlock stores. Default: `localStorage` when there is one. */
  storage?: KeyValueStorage
  /**
   * Server rendering: the connection to start from, from `cookieToInitialState(cookieHeader)`.
   * Its namespaces start `connected` with the cookie's account (on the server and, given the same
   * value, in the browser, so both render the same HTML); the browser then asks the wallet as on
   * any reload and disconnects if the wallet has no session.
   */
  initialState?: AirlockInitialState | undefined
  /**
   * Keep the connection (address, network, connector id; nothing else) in a cookie a server can
   * read with `cookieToInitialState`. `true` or the cookie's options. Default off.
   */
  connectionCookie?: boolean | ConnectionCookieOptions
  debug?: boolean
  /**
   * What Airlock logs (to the console and its 1,024,000-byte buffer that `getLogs` reads):
   * `debug`, `info`, `warn`, `error` or `silent`. Default `error`.
   */
  logLevel?: LogLevel
}

/** {@link AirlockOptions} after validation, with every default filled in. */
export type ResolvedOptions = {
  /** `undefined` when missing or blank. */
  projectId: string | undefined
  networks: readonly Network[]
  defaultNetwork: Network
  adapters: readonly ChainAdapter[]
  features: Features
  metadata: Metadata | undefined
  socials: readonly SocialButton[] | false
  connectMethodsOrder: readonly ConnectMethod[]
  featuredWalletIds: readonly string[]
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
  customWallets: readonly CustomWallet[]
  termsConditionsUrl: string | undefined
  privacyPolicyUrl: string | undefined
  defaultAccountTypes: Record<ChainNamespace, AccountType>
  themeMode: ThemeMode | undefined
  themeVariables: ThemeVariables
  allowUnsupportedChain: boolean
  enableNetworkSwitch: boolean
  enableReconnect: boolean
  siwx: SIWXConfig | undefined
  siweConfig: SIWEConfig | undefined
  apiUrl: string
  registryUrl: string
  relayUrl: string
  secureSiteUrl: string
  storage: KeyValueStorage | undefined
  initialState: AirlockInitialState | undefined
  /** `undefined` when off. */
  connectionCookie: ConnectionCookieOptions | undefined
  debug: boolean
  logLevel: LogLevel
}
