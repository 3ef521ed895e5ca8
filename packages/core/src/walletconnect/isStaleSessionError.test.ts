import { describe, expect, it } from 'vitest'
import { isStaleSessionError } from './isStaleSessionError'

describe('isStaleSessionError', () => {
  it("knows the SDK's unknown-topic refusal in every shape it arrives in", () => {
    const text = "No matching key. session topic doesn't exist: 4f2a"
    expect(isStaleSessionError(new Error(text))).toBe(true)
    expect(isStaleSessionError({ code: 1, message: text })).toBe(true)
    expect(isStaleSessionError(text)).toBe(true)
  })

  it('knows a session the SDK dropped as expired or deleted on this very call', () => {
    expect(isStaleSessionError(new Error('Expired. session topic: 4f2a'))).toBe(true)
    expect(
      isStaleSessionError(
        new Error('Missing or invalid. Record was recently deleted - session: 4f2a'),
      ),
    ).toBe(true)
    expect(
      isStaleSessionError(
        new Error('Missing or invalid. session topic does not exist in keychain: 4f2a'),
      ),
    ).toBe(true)
  })

  it('leaves every other error alone', () => {
    expect(isStaleSessionError(new Error('User rejected.'))).toBe(false)
    expect(isStaleSessionError(new Error('Expired.'))).toBe(false)
    expect(isStaleSessionError({ code: 5000 })).toBe(false)
    expect(isStaleSessionError(undefined)).toBe(false)
  })
})
