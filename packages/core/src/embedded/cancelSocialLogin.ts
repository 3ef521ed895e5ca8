import type { AirlockCore } from '../createAirlockCore'

/**
 * Stops the social login in progress (its window stays as the visitor left it); nothing happens
 * when none runs. Leaving ConnectingSocial does this by itself.
 *
 * @example
 * cancelSocialLogin(core)
 */
export function cancelSocialLogin(core: AirlockCore): void {
  core.internals.embedded.stopSocial?.()
}
