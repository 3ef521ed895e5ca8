/** Feature switches of the modal. */
export type Features = {
  swaps: boolean
  onramp: boolean
  receive: boolean
  send: boolean
  email: boolean
  /**
   * With email login shown, also list the wallets on the Connect view (default). Off, the wallets
   * wait behind one `Continue with a wallet` button under the email field.
   */
  emailShowWallets: boolean
  history: boolean
  analytics: boolean
  allWallets: boolean
  /**
   * Ask the visitor to agree to `termsConditionsUrl` / `privacyPolicyUrl` (a checkbox with both
   * links) before any wallet, email or social login on the Connect view can be used. Off by
   * default; without either URL there is nothing to agree to and no checkbox.
   */
  legalCheckbox: boolean
  /** Spending permissions (`grantPermissions`); refused before the wallet is asked when off. */
  smartSessions: boolean
  /** One `Continue with a wallet` button instead of the wallet list, and two socials then `All socials`. */
  collapseWallets: boolean
}

/** Default features: on and off as listed. */
export const DEFAULT_FEATURES: Readonly<Features> = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  emailShowWallets: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
}

/** Social login buttons in display order (farcaster has its own flow). */
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

/** A social login button. */
export type SocialButton = (typeof DEFAULT_SOCIALS)[number]

/** The social providers accepted by validation (farcaster is not one: it has its own flow). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social provider accepted by validation. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** Default connect method order. */
export const CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const

/** A connect method. */
export type ConnectMethod = (typeof CONNECT_METHOD_ORDER)[number]

/** Order of connector groups in the connect view. */
export const CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const

/** A connector group of {@link CONNECTOR_ORDER}. */
export type ConnectorGroup = (typeof CONNECTOR_ORDER)[number]

/** Order of the wallet features in the account view. */
export const WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const

/** A wallet feature of {@link WALLET_FEATURE_ORDER}. */
export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]
