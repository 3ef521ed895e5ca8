import type { AirlockCore } from '../createAirlockCore'

/**
 * Whether the close button is disabled: the view is `SIWXSignMessage` or `ApproveTransaction`,
 * sign-in is required, and there is no session. SPEC.md §2; SPEC-READINGS.md "Behaviour".
 *
 * @example
 * if (isCloseDisabled(core)) closeButton.disabled = true
 */
export function isCloseDisabled(core: AirlockCore): boolean {
  const { view } = core.state.router
  if (view !== 'SIWXSignMessage' && view !== 'ApproveTransaction') return false
  return Boolean(core.options.siwx?.required) && core.state.siwx.sessions.length === 0
}
