import type { AirlockCore } from '../createAirlockCore'
import { requestEmbeddedFrame } from './requestEmbeddedFrame'

/**
 * Makes the visitor's smart account ready on the current chain (INIT_SMART_ACCOUNT) when it is the
 * account in use and not deployed yet; the user's address and deployed flag follow the answer.
 * Resolves to whether it is deployed; a failure leaves the state as it was (false).
 *
 * @example
 * await initSmartAccount(core) // true
 */
export async function initSmartAccount(core: AirlockCore): Promise<boolean> {
  const embedded = core.state.embedded
  const user = embedded.user
  if (user?.preferredAccountType !== 'smartAccount') return false
  if (user.smartAccountDeployed) return true
  try {
    const { address, isDeployed } = await requestEmbeddedFrame<{
      address: string
      isDeployed: boolean
    }>(core, 'INIT_SMART_ACCOUNT')
    if (embedded.user === user) {
      user.smartAccountDeployed = isDeployed
      user.address = address
    }
    return isDeployed
  } catch {
    return false
  }
}
