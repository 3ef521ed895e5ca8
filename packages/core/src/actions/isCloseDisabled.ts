import type { AirlockCore } from '../createAirlockCore'

/**
 * Whether the close button is disabled: the view is `SIWXSignMessage`, `ConnectingSiwe` or
 * `ApproveTransaction`, sign-in is required, and there is no session.
 *
 * @example
 * if (isCloseDisabled(core)) closeButton.disabled = true
 */
export function isCloseDisabled(core: AirlockCore): boolean {
  const { view } = core.state.router
  if (view !== 'SIWXSignMessage' && view !== 'ConnectingSiwe' && view !== 'ApproveTransaction')
    return false
  // Read straight from the options: the sign-in code loads only when sign-in runs.
  const required = core.options.siwx?.required ?? core.options.siweConfig?.required
  return Boolean(required) && core.state.siwx.sessions.length === 0
}
