import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import type { AirlockOptions } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { isLegalCheckboxShown } from './isLegalCheckboxShown'
import { setLegalAccepted } from './setLegalAccepted'

const terms = 'https://example.test/terms'
const privacy = 'https://example.test/privacy'

function core(options: Partial<AirlockOptions> = {}) {
  return createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    storage: createMemoryStorage(),
    ...options,
  })
}

// SPEC.md §9: legalCheckbox is off by default; SPEC.md §3: the terms and privacy URLs are options.
describe('legalCheckbox', () => {
  test('off by default: no checkbox even with both URLs', () => {
    expect(
      isLegalCheckboxShown(core({ termsConditionsUrl: terms, privacyPolicyUrl: privacy })),
    ).toBe(false)
  })

  test('on with a URL or both: shown; on with neither: nothing to agree to', () => {
    const on = { features: { legalCheckbox: true } }
    expect(isLegalCheckboxShown(core({ ...on, termsConditionsUrl: terms }))).toBe(true)
    expect(isLegalCheckboxShown(core({ ...on, privacyPolicyUrl: privacy }))).toBe(true)
    expect(
      isLegalCheckboxShown(core({ ...on, termsConditionsUrl: terms, privacyPolicyUrl: privacy })),
    ).toBe(true)
    expect(isLegalCheckboxShown(core(on))).toBe(false)
  })

  test('the agreement starts unticked and is kept in the modal state', () => {
    const instance = core({ features: { legalCheckbox: true }, termsConditionsUrl: terms })
    expect(instance.state.modal.legalAccepted).toBe(false)
    setLegalAccepted(instance, true)
    expect(instance.state.modal.legalAccepted).toBe(true)
    setLegalAccepted(instance, false)
    expect(instance.state.modal.legalAccepted).toBe(false)
  })
})
