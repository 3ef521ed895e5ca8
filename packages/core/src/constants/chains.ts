/** The eip155 chain ids swaps support. */
export const SWAP_SUPPORTED_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const

/** Namespaces whose balances are fetched. */
export const BALANCE_NAMESPACES = ['eip155', 'solana'] as const
/** Namespaces with names (ENS-style). */
export const NAMES_NAMESPACES = ['eip155'] as const
/** Namespaces with activity (history). */
export const ACTIVITY_NAMESPACES = ['eip155'] as const
/** Namespaces the on-ramp serves. */
export const ONRAMP_NAMESPACES = ['eip155', 'solana'] as const

/** Chains the card on-ramp provider knows. */
export const CARD_PROVIDER_CHAINS = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const
/** Card on-ramp chain used when the active one is not in {@link CARD_PROVIDER_CHAINS}. */
export const CARD_PROVIDER_FALLBACK_CHAIN = 'ethereum' as const

/**
 * Default account type per namespace; the eip155 default applies to embedded wallets
 * only.
 */
export const DEFAULT_ACCOUNT_TYPES = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
} as const

/** Account type values. */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const
