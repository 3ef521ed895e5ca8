/**
 * The twelve swap-supported networks (SPEC §9). The cloud runs local stand-ins of 1 and 8453;
 * any other running chain answers `Network not supported for Swaps`.
 */
export const SWAP_CHAIN_IDS: readonly number[] = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
]
