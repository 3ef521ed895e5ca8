import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { ErrorMessages } from '../errors/messages'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { hideAlert } from './hideAlert'
import { showAlert } from './showAlert'

describe('alerts', () => {
  test('showAlert shows, a new one replaces it, hideAlert hides', () => {
    const core = createAirlockCore({
      projectId: 'p',
      networks: [mainnet],
      storage: createMemoryStorage(),
    })
    showAlert(core, { message: ErrorMessages.SESSION_EXPIRED, variant: 'warning' })
    expect(core.state.alert).toEqual({ message: 'Session Expired', variant: 'warning', open: true })
    showAlert(core, { message: ErrorMessages.NETWORK_NOT_FOUND_ALERT, variant: 'error' })
    expect(core.state.alert).toEqual({ message: 'Network Not Found', variant: 'error', open: true })
    hideAlert(core)
    expect(core.state.alert.open).toBe(false)
  })
})
