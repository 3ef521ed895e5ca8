import type { AccountType } from '../caip/types'
import type { EmbeddedWalletUser } from './types'

/** The user of a GET_USER or CONNECT_SOCIAL reply. */
export type EmbeddedUserReply = {
  email?: string | null | undefined
  address: string
  chainId: string | number
  accounts?: readonly { address: string; type: AccountType }[] | undefined
  userName?: string | null | undefined
  smartAccountDeployed?: boolean | undefined
  preferredAccountType?: AccountType | undefined
}

/**
 * The user of a frame reply with its defaults: one eoa account at the address when the frame
 * lists none, not deployed, no empty username.
 *
 * @example
 * toEmbeddedUser({ address, chainId: 1 }).accounts // [{ address, type: 'eoa' }]
 */
export function toEmbeddedUser(user: EmbeddedUserReply): EmbeddedWalletUser {
  return {
    ...(user.email === undefined ? {} : { email: user.email }),
    address: user.address,
    chainId: user.chainId,
    accounts: user.accounts ?? [{ address: user.address, type: 'eoa' }],
    ...(user.userName ? { userName: user.userName } : {}),
    smartAccountDeployed: user.smartAccountDeployed ?? false,
    ...(user.preferredAccountType ? { preferredAccountType: user.preferredAccountType } : {}),
  }
}
