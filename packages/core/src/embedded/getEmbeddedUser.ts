import type { AirlockCore } from '../createAirlockCore'
import { embeddedChainNamespace } from './embeddedChainNamespace'
import { fetchSmartAccountNetworks } from './fetchSmartAccountNetworks'
import { forgetEmbeddedSession } from './forgetEmbeddedSession'
import { getEmbeddedWallet } from './getEmbeddedWallet'
import { initSmartAccount } from './initSmartAccount'
import { rememberEmbeddedUser } from './rememberEmbeddedUser'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'
import { type EmbeddedUserReply, toEmbeddedUser } from './toEmbeddedUser'
import type { EmbeddedWalletUser } from './types'

export type GetEmbeddedUserParameters = {
  /** An eip155 chain number, or a CAIP-2 id (`solana:<reference>` for the Solana account). */
  chainId: number | string
}

/**
 * The signed-in visitor on `chainId` (GET_USER), asked with the account type in use: the stored
 * one, else the dapp's `defaultAccountTypes` for the embedded wallet's namespace (`payment` is not
 * sent). Remembered in storage (login flag, email, last chain, social username); the
 * smart-account networks are fetched after, and a smart account not yet deployed is initialised.
 * A CAIP-2 id of another namespace (`solana:<reference>`) gives that namespace's account of the
 * same login (no account type is sent: only eip155 has a choice). A failure forgets the session.
 *
 * @example
 * const user = await getEmbeddedUser(core, { chainId: 8453 })
 */
export async function getEmbeddedUser(
  core: AirlockCore,
  { chainId }: GetEmbeddedUserParameters,
): Promise<EmbeddedWalletUser> {
  const namespace = embeddedChainNamespace(chainId, getEmbeddedWallet(core)?.namespace ?? 'eip155')
  const type =
    namespace === 'eip155'
      ? (core.storage.getPreferredAccountType() ?? core.options.defaultAccountTypes[namespace])
      : undefined
  const embedded = core.state.embedded
  embedded.status = 'connecting'
  try {
    const reply = await requestEmbeddedFrame<EmbeddedUserReply>(core, 'GET_USER', {
      chainId,
      ...(type === undefined || type === 'payment' ? {} : { preferredAccountType: type }),
    })
    const user = toEmbeddedUser(reply)
    rememberEmbeddedUser(core, user)
    if (namespace === 'eip155') {
      void fetchSmartAccountNetworks(core)
      void initSmartAccount(core)
    }
    return user
  } catch (error) {
    forgetEmbeddedSession(core)
    throw error
  }
}
