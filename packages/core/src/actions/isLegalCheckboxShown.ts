import type { AirlockCore } from '../createAirlockCore'

/**
 * Whether the Connect view asks the visitor to agree first: the `legalCheckbox` feature is on and
 * at least one of `termsConditionsUrl` and `privacyPolicyUrl` is configured (with neither there
 * is nothing to agree to).
 *
 * @example
 * const gated = isLegalCheckboxShown(core) && !core.state.modal.legalAccepted
 */
export function isLegalCheckboxShown(core: AirlockCore): boolean {
  const { features, termsConditionsUrl, privacyPolicyUrl } = core.options
  return features.legalCheckbox && Boolean(termsConditionsUrl || privacyPolicyUrl)
}
