/**
 * The on-ramp's numbers (SPEC §9 and the local provider's safety limits). Every limit here is
 * listed in the cloud README's "On-ramp" section.
 */

/** SPEC §9 fallback limits, in the payment currency: card 10-7500, bank account 10-25000. */
export const ONRAMP_METHOD_LIMITS = {
  card: { min: 10, max: 7500 },
  bank_account: { min: 10, max: 25000 },
} as const

export type OnrampPaymentMethod = keyof typeof ONRAMP_METHOD_LIMITS

/** The provider's fee per payment method, a fraction inside SPEC §9's 1-2 % range. */
export const ONRAMP_FEE_RATES: Readonly<Record<OnrampPaymentMethod, number>> = {
  card: 0.02,
  bank_account: 0.01,
}

/** Fiat currencies the local provider takes, with fixed USD rates (the local cloud has no FX feed). */
export const ONRAMP_FIAT_USD_RATES: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
}

/** SPEC §9 card-provider networks, by provider network name, with their EIP-155 ids. */
export const ONRAMP_NETWORKS: readonly { name: string; displayName: string; chainId: number }[] = [
  { name: 'ethereum', displayName: 'Ethereum', chainId: 1 },
  { name: 'arbitrum', displayName: 'Arbitrum', chainId: 42161 },
  { name: 'polygon', displayName: 'Polygon', chainId: 137 },
  { name: 'berachain', displayName: 'Berachain', chainId: 80094 },
  { name: 'avalanche-c-chain', displayName: 'Avalanche C-Chain', chainId: 43114 },
  { name: 'optimism', displayName: 'Optimism', chainId: 10 },
  { name: 'celo', displayName: 'Celo', chainId: 42220 },
  { name: 'base', displayName: 'Base', chainId: 8453 },
]

/** SPEC §9: a chain off the card-provider list is bought on as `ethereum`. */
export const ONRAMP_FALLBACK_NETWORK = 'ethereum'

/**
 * What can be bought on every served network: the native token, and the seeded ERC-20s the
 * treasury holds (`token`: the seeded token's key; USDC has 6 decimals, AIR 18). WHOLE (0
 * decimals) is not offered: wallets drop it from balances.
 */
export const ONRAMP_ASSETS: readonly {
  id: string
  symbol: string
  name: string
  decimals: number
  token?: 'usdc' | 'air'
}[] = [
  { id: 'eth', symbol: 'ETH', name: 'Ether', decimals: 18 },
  { id: 'usdc', symbol: 'USDC', name: 'USD Coin', decimals: 6, token: 'usdc' },
  { id: 'air', symbol: 'AIR', name: 'Airlock Token', decimals: 18, token: 'air' },
]

/**
 * What the seed mints the treasury of each ERC-20 on-ramp asset, in whole tokens; a payment that
 * would leave less than the amount paid has the deployer (the tokens' minter) mint this again.
 */
export const ONRAMP_TREASURY_TOKEN_FLOAT = '1000000'

/**
 * How long the provider page shows `Purchase complete` before it takes a visitor who came by
 * redirect back to `redirectUrl` (a "Back to the app" link goes at once).
 */
export const ONRAMP_RETURN_DELAY_MS = 3000

/** Limit 1: a provider URL can be used for 15 minutes after it was made. */
export const ONRAMP_SESSION_TTL_MS = 15 * 60 * 1000

/** Limit 2: what one destination address may buy in 24 hours, in USD. */
export const ONRAMP_DAILY_LIMIT_PER_ADDRESS_USD = 25_000

/** Limit 3: what one project's visitors may buy in 24 hours together, in USD. */
export const ONRAMP_DAILY_LIMIT_PER_PROJECT_USD = 250_000

/** Limit 4: provider URLs one address may hold unused at once (older ones stop working). */
export const ONRAMP_OPEN_SESSIONS_PER_ADDRESS = 5

/** Limit 5: the longest `partnerUserId` (SPEC: under 50 characters). */
export const ONRAMP_MAX_PARTNER_USER_ID = 49

/** Limit 6: the longest `redirectUrl` accepted, in characters. */
export const ONRAMP_MAX_REDIRECT_URL = 2048

/** The path the local provider page is served under. */
export const ONRAMP_PROVIDER_PATH = '/onramp/provider'

/** The HD index (test mnemonic) of the treasury that pays local purchases; not a test account. */
export const ONRAMP_TREASURY_INDEX = 11
