import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { BaseError } from '../errors/base'
import { HttpRequestError, InvalidAppConfigurationError } from '../errors/http'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { showApiErrorAlert } from './showApiErrorAlert'

function alertFor(error: unknown) {
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    storage: createMemoryStorage(),
  })
  const shown = showApiErrorAlert(core, error)
  return { shown, messageId: core.state.alert.open ? core.state.alert.messageId : undefined }
}

// The bodies are the local cloud's 403s (its projectGate test checks them against this mapping).
describe('showApiErrorAlert (SPEC.md §8)', () => {
  test.each([
    [{ error: 'Invalid App Configuration', reason: 'unknown projectId x' }, 'invalidProjectId'],
    [{ error: 'Invalid App Configuration', reason: 'missing projectId' }, 'invalidProjectId'],
    [
      { jsonrpc: '2.0', error: { code: -32001, data: { reason: 'unknown projectId x' } } },
      'invalidProjectId',
    ],
    [
      { error: 'Invalid App Configuration', reason: 'origin http://a.test is not allowed' },
      'originNotAllowed',
    ],
    [undefined, 'originNotAllowed'],
  ])('403 %j shows %s', (body, messageId) => {
    expect(alertFor(new HttpRequestError({ status: 403, body }))).toEqual({
      shown: true,
      messageId,
    })
  })

  test('a 403 inside another error, and InvalidAppConfigurationError, count too', () => {
    const inner = new HttpRequestError({ status: 403, body: { reason: 'unknown projectId x' } })
    expect(alertFor(new BaseError('outer', { cause: inner })).messageId).toBe('invalidProjectId')
    expect(alertFor(new InvalidAppConfigurationError()).messageId).toBe('originNotAllowed')
  })

  test.each([new HttpRequestError({ status: 500 }), new TypeError('x'), 'text'])(
    'other failures show nothing: %s',
    (error) => {
      expect(alertFor(error)).toEqual({ shown: false, messageId: undefined })
    },
  )
})
