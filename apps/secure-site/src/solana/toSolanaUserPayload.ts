import type { UserRow } from '../users/types'
import type { SolanaNetwork } from './solanaNetworks'

/** The reply of GET_USER on a Solana network: the user's Solana account, one eoa. */
export type SolanaUserPayload = {
  email: string | null
  address: string
  chainId: string
  accounts: { address: string; type: 'eoa' }[]
  userName: string | null
  smartAccountDeployed: false
}

/**
 * What the frame may tell the page about a user on a Solana network: the Solana address (base58)
 * as the only account, an eoa (SPEC §6: solana's account type), the network's CAIP-2 id. No
 * preferred account type: the EVM side's choice is not Solana's to change. Never the key.
 *
 * @example
 * toSolanaUserPayload(user, 'Fh3...', devnet) // { address: 'Fh3...', chainId: 'solana:EtWT...', ... }
 */
export function toSolanaUserPayload(
  user: UserRow,
  address: string,
  network: SolanaNetwork,
): SolanaUserPayload {
  return {
    email: user.email && !user.social_provider ? user.email : null,
    address,
    chainId: network.id,
    accounts: [{ address, type: 'eoa' }],
    userName: user.user_name,
    smartAccountDeployed: false,
  }
}
