/**
 * Local-storage keys of the embedded wallet (prefix `@appkit-wallet/`), the names
 * AppKit uses.
 */
export const STORAGE_KEYS = {
  EMAIL_LOGIN_USED: '@appkit-wallet/EMAIL_LOGIN_USED_KEY',
  EMAIL: '@appkit-wallet/EMAIL',
  LAST_USED_CHAIN: '@appkit-wallet/LAST_USED_CHAIN_KEY',
  LAST_EMAIL_LOGIN_TIME: '@appkit-wallet/LAST_EMAIL_LOGIN_TIME',
  SOCIAL_USERNAME: '@appkit-wallet/SOCIAL_USERNAME',
  SMART_ACCOUNT_ENABLED_NETWORKS: '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
  PREFERRED_ACCOUNT_TYPE: '@appkit-wallet/PREFERRED_ACCOUNT_TYPE',
} as const

/** A key of {@link STORAGE_KEYS}. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS]

/** Default local-storage key of the theme. */
export const THEME_STORAGE_KEY = 'theme' as const
