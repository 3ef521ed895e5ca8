import { describe, expect, test } from 'vitest'
import { ErrorMessages } from '../errors/messages'
import { emailSchema } from './emailSchema'
import { isValidEmail } from './isValidEmail'
import { otpSchema } from './otpSchema'
import { socialProviderSchema } from './socialProviderSchema'
import { walletSendCallsSchema } from './walletSendCallsSchema'

function firstMessage(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues[0]?.message
}

describe('emailSchema (SPEC.md §5)', () => {
  test.each(['alice@example.com', 'a.b+tag@sub.example.org'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true)
    expect(isValidEmail(email)).toBe(true)
  })

  test.each([
    [undefined, 'Required'],
    ['', 'Required'],
    [42, 'Invalid input'],
    ['alice', 'Invalid email'],
    ['alice@', 'Invalid email'],
    ['@example.com', 'Invalid email'],
    ['alice@example', 'Invalid email'],
    ['alice @example.com', 'Invalid email'],
  ])('rejects %j with %s', (input, message) => {
    expect(firstMessage(emailSchema.safeParse(input))).toBe(message)
    expect(isValidEmail(input)).toBe(false)
  })

  test('messages are the default validation literals', () => {
    expect(ErrorMessages.REQUIRED).toBe('Required')
    expect(ErrorMessages.INVALID_INPUT).toBe('Invalid input')
    expect(ErrorMessages.INVALID_EMAIL).toBe('Invalid email')
  })
})

describe('otpSchema (SPEC.md §5: a string; we take 6 digits)', () => {
  test.each(['123456', '000000'])('accepts %s', (otp) => {
    expect(otpSchema.safeParse(otp).success).toBe(true)
  })
  test.each([
    [undefined, 'Required'],
    [123456, 'Invalid input'],
    ['12345', 'Invalid input'],
    ['1234567', 'Invalid input'],
    ['12a456', 'Invalid input'],
    ['', 'Invalid input'],
  ])('rejects %j with %s', (input, message) => {
    expect(firstMessage(otpSchema.safeParse(input))).toBe(message)
  })
})

describe('socialProviderSchema (SPEC.md §5)', () => {
  test.each(['google', 'github', 'apple', 'facebook', 'x', 'discord'])('accepts %s', (provider) => {
    expect(socialProviderSchema.safeParse(provider).data).toBe(provider)
  })
  test.each([
    [undefined, 'Required'],
    ['farcaster', 'Invalid input'],
    ['Google', 'Invalid input'],
    ['twitter', 'Invalid input'],
    ['', 'Invalid input'],
  ])('rejects %j with %s', (input, message) => {
    expect(firstMessage(socialProviderSchema.safeParse(input))).toBe(message)
  })
})

describe('walletSendCallsSchema (SPEC.md §5)', () => {
  test.each([
    { calls: [] },
    { calls: [{ to: '0xabc' }] },
    { calls: [{ to: '0xabc', data: '0x1234', value: '0x1' }], version: '2.0.0', chainId: '0x1' },
    { calls: [{ to: '0x1' }, { to: '0x2', data: '0x' }] },
  ])('accepts %j and keeps extra fields', (input) => {
    expect(walletSendCallsSchema.parse(input)).toEqual(input)
  })

  test.each([
    [undefined, [], 'Required'],
    [{}, ['calls'], 'Required'],
    [{ calls: 'x' }, ['calls'], 'Invalid input'],
    [{ calls: [{}] }, ['calls', 0, 'to'], 'Required'],
    [{ calls: [{ to: 'abc' }] }, ['calls', 0, 'to'], 'Invalid input'],
    [{ calls: [{ to: '0xabc', data: 'abc' }] }, ['calls', 0, 'data'], 'Invalid input'],
    [{ calls: [{ to: '0xabc' }, { to: '1x' }] }, ['calls', 1, 'to'], 'Invalid input'],
    [{ calls: [{ to: 12 }] }, ['calls', 0, 'to'], 'Invalid input'],
  ])('rejects %j at %j with %s', (input, path, message) => {
    const issue = walletSendCallsSchema.safeParse(input).error?.issues[0]
    expect(issue?.path).toEqual(path)
    expect(issue?.message).toBe(message)
  })
})
