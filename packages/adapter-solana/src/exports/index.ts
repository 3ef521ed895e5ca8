// The one entry of @airlock/adapter-solana. Named re-exports only (STYLE.md §7).

export {
  type CreateSolanaAdapterParameters,
  createSolanaAdapter,
  type SolanaAdapter,
} from '../adapter/createSolanaAdapter'
export { SOLANA_AUTH_CONNECTOR_ID, type SolanaAuthParameters } from '../auth/createSolanaAuth'
export { InvalidPreflightCommitmentError } from '../errors/InvalidPreflightCommitmentError'
export { SolanaFeatureNotSupportedError } from '../errors/SolanaFeatureNotSupportedError'
export { SolanaWalletNotFoundError } from '../errors/SolanaWalletNotFoundError'
export { UnsupportedSolanaMethodError } from '../errors/UnsupportedSolanaMethodError'
export {
  isSolanaPreflightCommitment,
  SOLANA_PREFLIGHT_COMMITMENTS,
  type SolanaPreflightCommitment,
} from '../transactions/preflightCommitments'
export { splTokenTransferData } from '../transactions/splTokenTransferData'
export { getAssociatedTokenAddress, SPL_TOKEN_DATA_PREFIX } from '../transactions/splTransfer'
export { toStandardChain } from '../wallets/standardChains'
