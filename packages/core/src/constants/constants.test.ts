import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import {
  ACCOUNT_TYPES,
  ACTIVITY_NAMESPACES,
  BALANCE_NAMESPACES,
  CARD_PROVIDER_CHAINS,
  CARD_PROVIDER_FALLBACK_CHAIN,
  DEFAULT_ACCOUNT_TYPES,
  NAMES_NAMESPACES,
  ONRAMP_NAMESPACES,
  SWAP_SUPPORTED_CHAIN_IDS,
} from './chains'
import { TrackedEvents } from './events'
import {
  CONNECT_METHOD_ORDER,
  CONNECTOR_ORDER,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  SOCIAL_PROVIDERS,
  WALLET_FEATURE_ORDER,
} from './features'
import * as limits from './limits'
import { PROJECT_QUERY_PARAMS, SDK_TYPE, SDK_VERSION } from './sdk'
import { STORAGE_KEYS, THEME_STORAGE_KEY } from './storageKeys'
import * as timing from './timing'

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'))

const SECOND = 1000
const MINUTE = 60 * SECOND
const DAY = 24 * 60 * MINUTE
// Copies, so tests can index by name without reaching into the module namespace.
const timingValues: Record<string, unknown> = { ...timing }
const limitValues: Record<string, unknown> = { ...limits }

describe('timing (SPEC.md §2, §4, §8, §9)', () => {
  const expected: Record<keyof typeof timing, number> = {
    MODAL_SHAKE_MS: 500,
    HEADER_TEXT_ANIMATION_MS: 120,
    MODAL_HEIGHT_ANIMATION_MS: 150,
    VIEW_TRANSITION_MS: 150,
    SNACKBAR_RESHOW_MS: 150,
    IMAGE_PRELOAD_TIMEOUT_MS: 2 * SECOND,
    WALLET_SEARCH_MIN_WAIT_MS: 300,
    PAIRING_LIFETIME_MS: 4 * MINUTE,
    PAIRING_EXPIRY_MARGIN_MS: 10 * SECOND,
    PROPOSAL_TTL_MS: 5 * MINUTE,
    SESSION_LIFETIME_MS: 7 * DAY,
    REQUEST_EXPIRY_MIN_MS: 5 * MINUTE,
    REQUEST_EXPIRY_MAX_MS: 7 * DAY,
    HISTORY_RECORD_TTL_MS: 30 * DAY,
    FRAME_READY_DELAY_MS: 500,
    EMAIL_LOGIN_RETRY_MS: 30 * SECOND,
    BALANCE_RETRY_MS: 30 * SECOND,
    BALANCE_CACHE_TTL_MS: 30 * SECOND,
    NATIVE_BALANCE_CACHE_TTL_MS: 30 * SECOND,
    ENS_CACHE_TTL_MS: 5 * MINUTE,
    IDENTITY_CACHE_TTL_MS: 5 * MINUTE,
    FRAME_REQUEST_TIMEOUT_MS: 30000,
    RPC_TIMEOUT_MS: 10 * SECOND,
    TRANSACTION_RECEIPT_TIMEOUT_MS: 25000,
    WALLET_DISCONNECT_REVOKE_MS: 100,
    INJECTED_WALLET_WAIT_MS: 1000,
    PENDING_TRANSACTIONS_POLL_MS: 30000,
    MAX_PENDING_TRANSACTIONS: 99,
    HEARTBEAT_MS: 5 * SECOND,
    DISALLOWED_RPC_MESSAGE_DELAY_MS: 300,
    DROPDOWN_TYPEAHEAD_RESET_MS: 1000,
    DROPDOWN_SUBMENU_OPEN_DELAY_MS: 100,
    DROPDOWN_POINTER_GRACE_MS: 300,
  }
  test.each(Object.entries(expected))('%s = %i', (name, value) => {
    expect(timingValues[name]).toBe(value)
  })
  test('every timing constant is pinned above', () => {
    expect(Object.keys(timing).sort()).toEqual(Object.keys(expected).sort())
  })
})

describe('limits (SPEC.md §2, §3, §9)', () => {
  const expected: Record<keyof typeof limits, unknown> = {
    LOG_BUFFER_BYTES: 1024000,
    DEFAULT_LOG_LEVEL: 'error',
    SECURE_SITE_VERSION: 4,
    DEFAULT_FRAME_CHAIN_ID: 'eip155:1',
    RECOMMENDED_WALLETS_COUNT: 4,
    WALLETS_PAGE_SIZE: 40,
    WALLET_SEARCH_ENTRIES: 100,
    WALLET_SEARCH_MAX_IMAGES: 20,
    MAX_RECENT_WALLETS: 2,
    ONRAMP_FEE_RANGE: '1-2%',
    ONRAMP_FALLBACK_LIMITS: { card: { min: 10, max: 7500 }, bankAccount: { min: 10, max: 25000 } },
    SWAP_SLIPPAGE: 1,
    QUANTITY_DISPLAY_DECIMALS: 3,
    BALANCE_FALLBACK: { value: '0.00', symbol: 'ETH' },
    SOLANA_COMMITMENTS: [
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ],
    TRANSACTION_TYPE: 'legacy',
    ACCOUNT_NAME_MAX_LABEL_LENGTH: 63,
    ACCOUNT_NAME_MAX_NONSPACING_MARKS: 4,
  }
  test.each(Object.entries(expected))('%s', (name, value) => {
    expect(limitValues[name]).toEqual(value)
  })
  test('every limit is pinned above', () => {
    expect(Object.keys(limits).sort()).toEqual(Object.keys(expected).sort())
  })
})

describe('features (SPEC.md §1, §5, §9)', () => {
  test('default features: nine on, three off', () => {
    expect(DEFAULT_FEATURES).toEqual({
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
    })
  })
  test('orders', () => {
    expect(DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(SOCIAL_PROVIDERS).toEqual(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
    expect(SOCIAL_PROVIDERS).not.toContain('farcaster')
    expect(CONNECT_METHOD_ORDER).toEqual(['email', 'social', 'wallet'])
    expect(CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    expect(WALLET_FEATURE_ORDER).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
})

describe('chains (SPEC.md §6, §9)', () => {
  test('swap-supported chain ids', () => {
    expect(SWAP_SUPPORTED_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ])
    expect(SWAP_SUPPORTED_CHAIN_IDS).toHaveLength(12)
  })
  test('namespaces per feature', () => {
    expect(BALANCE_NAMESPACES).toEqual(['eip155', 'solana'])
    expect(NAMES_NAMESPACES).toEqual(['eip155'])
    expect(ACTIVITY_NAMESPACES).toEqual(['eip155'])
    expect(ONRAMP_NAMESPACES).toEqual(['eip155', 'solana'])
  })
  test('card provider chains', () => {
    expect(CARD_PROVIDER_CHAINS).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ])
    expect(CARD_PROVIDER_FALLBACK_CHAIN).toBe('ethereum')
  })
  test.each([
    ['bip122', 'payment'],
    ['eip155', 'smartAccount'],
    ['polkadot', 'eoa'],
    ['solana', 'eoa'],
  ] as const)('default account type of %s is %s', (namespace, type) => {
    expect(DEFAULT_ACCOUNT_TYPES[namespace]).toBe(type)
  })
  test('account types', () => {
    expect(ACCOUNT_TYPES).toEqual(['eoa', 'smartAccount', 'payment'])
  })
})

describe('storage keys (SPEC.md §3, SPEC-READINGS)', () => {
  test.each([
    [STORAGE_KEYS.EMAIL_LOGIN_USED, '@appkit-wallet/EMAIL_LOGIN_USED_KEY'],
    [STORAGE_KEYS.EMAIL, '@appkit-wallet/EMAIL'],
    [STORAGE_KEYS.LAST_USED_CHAIN, '@appkit-wallet/LAST_USED_CHAIN_KEY'],
    [STORAGE_KEYS.LAST_EMAIL_LOGIN_TIME, '@appkit-wallet/LAST_EMAIL_LOGIN_TIME'],
    [STORAGE_KEYS.SOCIAL_USERNAME, '@appkit-wallet/SOCIAL_USERNAME'],
    [STORAGE_KEYS.SMART_ACCOUNT_ENABLED_NETWORKS, '@appkit-wallet/SMART_ACCOUNT_ENABLED_NETWORKS'],
    [STORAGE_KEYS.PREFERRED_ACCOUNT_TYPE, '@appkit-wallet/PREFERRED_ACCOUNT_TYPE'],
  ])('%s', (key, literal) => {
    expect(key).toBe(literal)
  })
  test('seven keys, theme key', () => {
    expect(Object.keys(STORAGE_KEYS)).toHaveLength(7)
    expect(THEME_STORAGE_KEY).toBe('theme')
  })
})

describe('sdk and events (SPEC.md §7, §8)', () => {
  test('sdk identity and query parameters', () => {
    expect(SDK_TYPE).toBe('airlock')
    expect(SDK_VERSION).toMatch(/^react-airlock-\d+\.\d+\.\d+/)
    // The version of this package, not a copy that a release would leave behind.
    expect(SDK_VERSION).toBe(`react-airlock-${packageJson.version}`)
    expect(PROJECT_QUERY_PARAMS).toEqual({
      projectId: 'projectId',
      sdkType: 'st',
      sdkVersion: 'sv',
    })
  })
  test('tracked events', () => {
    expect(TrackedEvents).toEqual({
      SIWX_AUTH_SUCCESS: 'SIWX_AUTH_SUCCESS',
      SIWX_AUTH_ERROR: 'SIWX_AUTH_ERROR',
      CLICK_CANCEL_SIWX: 'CLICK_CANCEL_SIWX',
      ERROR_FETCH_TRANSACTIONS: 'ERROR_FETCH_TRANSACTIONS',
    })
  })
})
