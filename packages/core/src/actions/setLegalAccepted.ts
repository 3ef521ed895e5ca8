import type { AirlockCore } from '../createAirlockCore'

/**
 * Records whether the visitor agreed to the dapp's terms and privacy policy (the `legalCheckbox`
 * feature). The Connect view calls it from its checkbox; while it is `false` and the checkbox is
 * shown, the Connect view's wallets, email and social logins cannot be used. Kept for the page's
 * lifetime.
 *
 * @example
 * setLegalAccepted(core, true)
 * core.state.modal.legalAccepted // true
 */
export function setLegalAccepted(core: AirlockCore, accepted: boolean): void {
  core.state.modal.legalAccepted = accepted
}
