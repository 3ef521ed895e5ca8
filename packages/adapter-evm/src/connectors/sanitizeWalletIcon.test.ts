import { expect, test } from 'vitest'
import { sanitizeWalletIcon, WALLET_ICON_MAX_LENGTH } from './sanitizeWalletIcon'

const SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

test('image data URIs of the allowed types pass unchanged', () => {
  expect(sanitizeWalletIcon(SVG)).toBe(SVG)
  for (const type of ['png', 'webp', 'jpeg', 'gif']) {
    expect(sanitizeWalletIcon(`data:image/${type};base64,AAAA`)).toBe(
      `data:image/${type};base64,AAAA`,
    )
  }
  expect(sanitizeWalletIcon('data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E')).toBe(
    'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E',
  )
  expect(sanitizeWalletIcon(`  ${SVG}  `)).toBe(SVG)
})

test('http(s) URLs pass, normalised', () => {
  expect(sanitizeWalletIcon('https://wallet.example/icon.png')).toBe(
    'https://wallet.example/icon.png',
  )
  expect(sanitizeWalletIcon('HTTP://Wallet.Example/a b.png')).toBe(
    'http://wallet.example/a%20b.png',
  )
})

test('script, HTML, other schemes, credentials and relative paths are refused', () => {
  for (const icon of [
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg;base64,AAAA',
    'data:image/x-icon;base64,AAAA',
    'data:application/javascript,alert(1)',
    'data:image/png',
    'vbscript:msgbox',
    'file:///etc/passwd',
    'blob:https://wallet.example/uuid',
    'ftp://wallet.example/icon.png',
    'https://user:secret@wallet.example/icon.png',
    '/icon.png',
    '//evil.example/icon.png',
    'icon.png',
  ]) {
    expect(sanitizeWalletIcon(icon), icon).toBeUndefined()
  }
})

test('control characters, oversized values and non-strings are refused', () => {
  expect(sanitizeWalletIcon('https://wallet.example/\u0000icon.png')).toBeUndefined()
  expect(
    sanitizeWalletIcon(`data:image/png;base64,${'A'.repeat(WALLET_ICON_MAX_LENGTH)}`),
  ).toBeUndefined()
  expect(sanitizeWalletIcon('')).toBeUndefined()
  expect(sanitizeWalletIcon(new URL('https://wallet.example/icon.png'))).toBeUndefined()
  expect(sanitizeWalletIcon(null)).toBeUndefined()
})
