import { expect, test } from 'vitest'
import { sanitizeWalletIcon, sanitizeWalletName } from './sanitizeWallet'

// Any script on the page can register a Wallet Standard wallet: its name and icon are untrusted.

test('names: invisible and bidi characters go, whitespace collapses, 48 code points at most', () => {
  expect(sanitizeWalletName('  Phan\u202etom\u200b\n Wallet ')).toBe('Phantom Wallet')
  expect(sanitizeWalletName('\u0000\u200b')).toBeUndefined()
  expect(sanitizeWalletName(42)).toBeUndefined()
  expect(sanitizeWalletName('a'.repeat(48))).toBe('a'.repeat(48))
  expect(sanitizeWalletName('a'.repeat(49))).toBe('a'.repeat(48))
  expect(sanitizeWalletName('e\u0301\u0301\u0301\u0301')).toBe('e\u0301\u0301'.normalize('NFC'))
})

test('icons: only base64 data URIs of the four image types the Wallet Standard allows, 262144 characters at most', () => {
  const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
  expect(sanitizeWalletIcon(svg)).toBe(svg)
  expect(sanitizeWalletIcon('data:image/png;base64,iVBORw0KGgo=')).toBe(
    'data:image/png;base64,iVBORw0KGgo=',
  )
  for (const bad of [
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'https://wallet.example/icon.png',
    'data:image/svg+xml;base64,PHN2Zy8+"><script>',
    {},
  ]) {
    expect(sanitizeWalletIcon(bad)).toBeUndefined()
  }
  const prefix = 'data:image/png;base64,'
  expect(sanitizeWalletIcon(prefix + 'A'.repeat(262_144 - prefix.length))).toBeDefined()
  expect(sanitizeWalletIcon(prefix + 'A'.repeat(262_144 - prefix.length + 1))).toBeUndefined()
})
