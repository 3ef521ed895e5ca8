/**
 * The commitments a Solana preflight (simulation before sending) can run at, oldest names
 * included as RPC nodes still accept them.
 */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const

/** One of {@link SOLANA_PREFLIGHT_COMMITMENTS}. */
export type SolanaPreflightCommitment = (typeof SOLANA_PREFLIGHT_COMMITMENTS)[number]

/** Whether `value` is one of {@link SOLANA_PREFLIGHT_COMMITMENTS}. */
export function isSolanaPreflightCommitment(value: unknown): value is SolanaPreflightCommitment {
  return (SOLANA_PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(value)
}

// The three levels today's RPC nodes and wallets name; the older names are aliases of these.
const CURRENT: Readonly<
  Record<SolanaPreflightCommitment, 'processed' | 'confirmed' | 'finalized'>
> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/** The current name of a commitment: `recent` -> `processed`, `single(Gossip)` -> `confirmed`, `root`/`max` -> `finalized`. */
export function toCurrentCommitment(
  value: SolanaPreflightCommitment,
): 'processed' | 'confirmed' | 'finalized' {
  return CURRENT[value]
}
