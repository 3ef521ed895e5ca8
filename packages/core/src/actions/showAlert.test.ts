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
    expect(core.state.alert).toEqual({
      message: 'Session Expired',
      messageId: undefined,
      params: undefined,
      variant: 'warning',
      open: true,
    })
    // Core's own alerts name a catalogue id; the view looks up the words.
    showAlert(core, { messageId: 'networkNotFound', variant: 'error' })
    expect(core.state.alert).toEqual({
      message: '',
      messageId: 'networkNotFound',
      params: undefined,
      variant: 'error',
      open: true,
    })
    hideAlert(core)
    expect(core.state.alert.open).toBe(false)
  })
})
