import type { AirlockCore } from '../createAirlockCore'
import { fetchSmartAccountNetworks } from './fetchSmartAccountNetworks'
import { forgetEmbeddedSession } from './forgetEmbeddedSession'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { initSmartAccount } from './initSmartAccount'
import { rememberEmbeddedUser } from './rememberEmbeddedUser'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import { type EmbeddedUserReply, toEmbeddedUser } from './toEmbeddedUser'
import type { EmbeddedWalletUser } from './types'

export type GetEmbeddedUserParameters = { chainId: number }

/**
 * The signed-in visitor on `chainId` (GET_USER), asked with the account type in use: the stored
 * one, else the dapp's `defaultAccountTypes` for the embedded wallet's namespace (`payment` is not
 * sent). Remembered as SPEC.md §4 says (login flag, email, last chain, social username); the
 * smart-account networks are fetched after, and a smart account not yet deployed is initialised.
 * A failure forgets the session.
 *
 * @example
 * const user = await getEmbeddedUser(core, { chainId: 8453 })
 */
export async function getEmbeddedUser(
  core: AirlockCore,
  { chainId }: GetEmbeddedUserParameters,
): Promise<EmbeddedWalletUser> {
  const namespace = getEmbeddedWallet(core)?.namespace ?? 'eip155'
  const type = core.storage.getPreferredAccountType() ?? core.options.defaultAccountTypes[namespace]
  const embedded = core.state.embedded
  embedded.status = 'connecting'
  try {
    const reply = await requestEmbeddedFrame<EmbeddedUserReply>(core, 'GET_USER', {
      chainId,
      ...(type === undefined || type === 'payment' ? {} : { preferredAccountType: type }),
    })
    const user = toEmbeddedUser(reply)
    rememberEmbeddedUser(core, user)
    void fetchSmartAccountNetworks(core)
    void initSmartAccount(core)
    return user
  } catch (error) {
    forgetEmbeddedSession(core)
    throw error
  }
}
