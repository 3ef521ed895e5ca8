import type { AccountType } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { initSmartAccount } from './initSmartAccount'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Switches the embedded wallet's account type (SET_PREFERRED_ACCOUNT; `payment` asks for eoa):
 * the type is stored and the user's address follows. A failure falls back to eoa.
 * A smart account not yet deployed is initialised. Resolves to the type in use.
 *
 * @example
 * const used = await setPreferredAccountType(core, { type: 'smartAccount' }) // or 'eoa' on failure
 */
export async function setPreferredAccountType(
  core: AirlockCore,
  { type }: { type: AccountType },
): Promise<AccountType> {
  const embedded = core.state.embedded
  try {
    const reply = await requestEmbeddedFrame<{ type: AccountType; address: string }>(
      core,
      'SET_PREFERRED_ACCOUNT',
      { type: type === 'payment' ? 'eoa' : type },
    )
    core.storage.setPreferredAccountType(reply.type)
    embedded.accountType = reply.type
    if (embedded.user) {
      embedded.user.address = reply.address
      embedded.user.preferredAccountType = reply.type
    }
    if (reply.type === 'smartAccount') void initSmartAccount(core)
    return reply.type
  } catch {
    core.storage.setPreferredAccountType('eoa')
    embedded.accountType = 'eoa'
    if (embedded.user) embedded.user.preferredAccountType = 'eoa'
    return 'eoa'
  }
}
