/**
 * The address swap APIs give the chain's native token (ETH on the EVM chains): no contract has
 * it. Compare lower-cased.
 */
export const SWAP_NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee' as const

/** How long typing pauses before the swap form asks for a new quote, in milliseconds. */
export const SWAP_QUOTE_DEBOUNCE_MS = 300 as const

/**
 * Symbols the token picker offers as one-tap suggestions, in this order, when the network has
 * them.
 */
export const SWAP_SUGGESTED_SYMBOLS = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC'] as const

/**
 * Symbols the token picker lists first as popular tokens, after the visitor's own (ours, like
 * the suggestions).
 */
export const SWAP_POPULAR_SYMBOLS = [
  'ETH',
  'USDC',
  'USDT',
  'DAI',
  'WETH',
  'WBTC',
  'AIR',
  'LINK',
  'UNI',
] as const

/**
 * Gas the form counts for a swap and an approve when it prices the network fee before the swap
 * is built (a Uniswap v2 router swap of one hop takes 100-130k).
 */
export const SWAP_GAS_ESTIMATE = { swap: 150_000n, approve: 50_000n } as const
