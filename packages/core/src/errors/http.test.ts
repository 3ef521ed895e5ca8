import { describe, expect, test } from 'vitest'
import { BaseError } from './base'
import {
  HttpNetworkError,
  HttpRequestError,
  HttpTimeoutError,
  InvalidAppConfigurationError,
  InvalidResponseError,
} from './http'
import { ErrorMessages } from './messages'

describe('HTTP errors', () => {
  test.each([200, 403, 404, 500, 503])(
    'HttpRequestError %i: HTTP status code: {status}',
    (status) => {
      const error = new HttpRequestError({
        status,
        body: { a: 1 },
        url: 'http://h/x',
        method: 'GET',
      })
      expect(error).toBeInstanceOf(BaseError)
      expect(error.shortMessage).toBe(`HTTP status code: ${status}`)
      expect(error.shortMessage).toBe(
        ErrorMessages.HTTP_STATUS_CODE.replace('{status}', `${status}`),
      )
      expect(error.status).toBe(status)
      expect(error.body).toEqual({ a: 1 })
      expect(error.message).toContain('Request: GET http://h/x')
    },
  )

  test('without a URL there is no request line', () => {
    const error = new HttpRequestError({ status: 500 })
    expect(error.message).toBe('HTTP status code: 500')
    expect(error.url).toBeUndefined()
  })

  test('HttpTimeoutError names the time-out', () => {
    const error = new HttpTimeoutError({ url: 'http://h/x', method: 'POST', timeoutMs: 10000 })
    expect(error.shortMessage).toBe('HTTP request timed out')
    expect(error.message).toContain('Timeout: 10000 ms')
    expect(error.message).toContain('Request: POST http://h/x')
  })

  test('HttpNetworkError keeps the cause', () => {
    const cause = new TypeError('fetch failed')
    const error = new HttpNetworkError({ url: 'http://h/x', method: 'GET', cause })
    expect(error.shortMessage).toBe('HTTP request failed')
    expect(error.cause).toBe(cause)
    expect(error.details).toBe('fetch failed')
  })

  test('InvalidResponseError lists the path and the issues', () => {
    const error = new InvalidResponseError({
      path: '/v1/x',
      body: { a: 1 },
      issues: ['a: expected string'],
    })
    expect(error.shortMessage).toBe('Invalid response body')
    expect(error.metaMessages).toEqual(['Path: /v1/x', 'a: expected string'])
    expect(error.body).toEqual({ a: 1 })
  })

  test('InvalidAppConfigurationError is the SPEC.md §8 literal', () => {
    const error = new InvalidAppConfigurationError()
    expect(error.shortMessage).toBe('Invalid App Configuration')
    expect(error.shortMessage).toBe(ErrorMessages.INVALID_APP_CONFIGURATION)
    expect(error.message).toContain('allowlist')
  })
})
