import { describe, expect, it } from 'vitest'
import { isNoMatchingKeyError } from './isNoMatchingKeyError'

describe('isNoMatchingKeyError', () => {
  it("knows the SDK's unknown-topic refusal in every shape it arrives in", () => {
    const text = "No matching key. session topic doesn't exist: 4f2a"
    expect(isNoMatchingKeyError(new Error(text))).toBe(true)
    expect(isNoMatchingKeyError({ code: 1, message: text })).toBe(true)
    expect(isNoMatchingKeyError(text)).toBe(true)
  })

  it('leaves every other error alone', () => {
    expect(isNoMatchingKeyError(new Error('User rejected.'))).toBe(false)
    expect(isNoMatchingKeyError({ code: 5000 })).toBe(false)
    expect(isNoMatchingKeyError(undefined)).toBe(false)
  })
})
