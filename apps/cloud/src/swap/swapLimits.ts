/** Seconds a built swap stays valid: the router's `deadline` is the latest block's time plus this. */
export const SWAP_DEADLINE_SECONDS = 1200

/** The highest slippage `build-transaction` accepts, in percent. */
export const MAX_SLIPPAGE_PERCENT = 50

/** Slippage when a request sends none, in percent (SPEC §9, SPEC-READINGS: 1 means 1 %). */
export const DEFAULT_SLIPPAGE_PERCENT = 1

/**
 * Gas of a swap when it is not estimated (a quote, or `disableEstimate`): a first hop and each
 * further hop, above what the local router measures (about 110k and 60k).
 */
export const SWAP_GAS = { firstHop: 150_000n, perExtraHop: 80_000n } as const

/** Gas of an ERC-20 approve, as `build-approve`'s estimate (a first approval is ~46k). */
export const APPROVE_GAS = 60_000n
