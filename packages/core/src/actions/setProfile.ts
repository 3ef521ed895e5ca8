import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { ensureAccount } from '../state/ensureAccount'

export type SetProfileParameters = {
  /** Default: the active namespace. */
  namespace?: ChainNamespace
  profileName: string | undefined
  profileImage?: string | undefined
}

/**
 * Sets the name and avatar shown for an account (a registered or resolved name).
 *
 * @example
 * setProfile(core, { profileName: 'alice.airlock' })
 */
export function setProfile(core: AirlockCore, parameters: SetProfileParameters): void {
  const namespace = parameters.namespace ?? core.state.chain.activeNamespace
  const account = ensureAccount(core, namespace)
  account.profileName = parameters.profileName
  if ('profileImage' in parameters) account.profileImage = parameters.profileImage
}
