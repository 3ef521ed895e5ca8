import { expect, test } from 'vitest'
import { sanitizeWalletName, WALLET_NAME_MAX_LENGTH } from './sanitizeWalletName'

test('ordinary names pass unchanged', () => {
  expect(sanitizeWalletName('MetaMask')).toBe('MetaMask')
  expect(sanitizeWalletName('Coinbase Wallet')).toBe('Coinbase Wallet')
  expect(sanitizeWalletName('Brave Wallet 🦁')).toBe('Brave Wallet 🦁')
  expect(sanitizeWalletName('Ｔｒｕｓｔ 钱包')).toBe('Ｔｒｕｓｔ 钱包')
})

test('controls, bidi overrides and zero-width characters are removed; whitespace collapses', () => {
  // U+202E reverses the text after it: "Wallet\u202ekcatta" shows as "Walletattack".
  expect(sanitizeWalletName('Wallet\u202ekcatta')).toBe('Walletkcatta')
  expect(sanitizeWalletName('Meta\u200bMask')).toBe('MetaMask')
  expect(sanitizeWalletName('\u0000Meta\u0007Mask\u001b[31m')).toBe('MetaMask[31m')
  expect(sanitizeWalletName('  Meta \n\t Mask\u2028 ')).toBe('Meta Mask')
  expect(sanitizeWalletName('Wallet\u{e000}\u{10ffff}')).toBe('Wallet')
})

test('stacked combining marks are limited to two per letter', () => {
  expect(sanitizeWalletName(`Z${'\u0301'.repeat(50)}algo`)).toBe(
    'Z\u0301\u0301algo'.normalize('NFC'),
  )
})

test('long names are cut to the limit without splitting a character', () => {
  const long = '🦊'.repeat(200)
  const name = sanitizeWalletName(long)
  expect(Array.from(name ?? '')).toHaveLength(WALLET_NAME_MAX_LENGTH)
  expect(name).toBe('🦊'.repeat(WALLET_NAME_MAX_LENGTH))
  expect(sanitizeWalletName(`${'a'.repeat(47)} b`)).toBe(`${'a'.repeat(47)}`)
})

test('nothing printable, or not a string, is undefined', () => {
  expect(sanitizeWalletName('\u202e\u200b \n')).toBeUndefined()
  expect(sanitizeWalletName('')).toBeUndefined()
  expect(sanitizeWalletName(42)).toBeUndefined()
  expect(sanitizeWalletName({ toString: () => 'MetaMask' })).toBeUndefined()
  expect(sanitizeWalletName(undefined)).toBeUndefined()
})
