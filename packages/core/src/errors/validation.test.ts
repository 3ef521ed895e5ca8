import { describe, expect, test } from 'vitest'
import { ValidationError } from './validation'

describe('ValidationError', () => {
  test('short message is the first issue, every issue is listed with its path', () => {
    const error = new ValidationError({
      issues: [
        { message: 'Invalid email', path: ['email'] },
        { message: 'Required', path: ['calls', 0, 'to'] },
        { message: 'Invalid input', path: [] },
      ],
    })
    expect(error.name).toBe('ValidationError')
    expect(error.shortMessage).toBe('Invalid email')
    expect(error.metaMessages).toEqual([
      'email: Invalid email',
      'calls.0.to: Required',
      'Invalid input',
    ])
    expect(error.issues).toHaveLength(3)
  })

  test.each([[[]], [[{ message: '', path: [] }]]])('falls back to Invalid input (%j)', (issues) => {
    expect(new ValidationError({ issues }).shortMessage).toBe('Invalid input')
  })
})
