import { parseAbi } from 'viem'

/**
 * The part of the embedded wallet's smart account (`AirlockAccount` with its session keys, in the
 * secure site's contracts) the cloud reads and relays: written out here so the cloud imports no
 * app's artifacts.
 */
export const sessionAbi = parseAbi([
  'function owner() view returns (address)',
  'function sessions(address key) view returns (address token, uint48 expiry, uint48 id, uint128 limit, uint128 spent)',
  'function revokeDigest(address key, uint256 id) view returns (bytes32)',
  'function revokeSessionSigned(address key, uint256 id, bytes signature)',
  'event SessionGranted(address indexed key, address indexed token, uint256 limit, uint256 expiry, uint256 id)',
])

/** The most sessions `GET /v1/sessions/{id}` lists (the newest grants). */
export const MAX_LISTED_SESSIONS = 100

/** The longest revoke signature accepted (65 bytes as hex; no ERC-6492 wrapping). */
export const MAX_REVOKE_SIGNATURE_CHARS = 132

/** The test mnemonic's account that relays revokes on the local chains (a dev-only key). */
export const SESSION_RELAYER_INDEX = 12
