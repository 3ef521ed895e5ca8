import { describe, expect, test } from 'vitest'
import { VIEWS } from './views'

describe('VIEWS', () => {
  // SPEC.md §2 "Modal views", spelled exactly.
  test.each([
    'Connect',
    'Account',
    'AllWallets',
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
    'ConnectingSiwe',
    'ConnectingFarcaster',
    'UnsupportedChain',
    'ApproveTransaction',
    'SIWXSignMessage',
    'RegisterAccountName',
    'RegisterAccountNameSuccess',
    'Swap',
  ])('has the SPEC.md §2 view %s', (view) => {
    expect(VIEWS).toContain(view)
  })

  test('has the views the flows need', () => {
    for (const view of [
      'Networks',
      'EmailVerifyOtp',
      'WalletSend',
      'OnRampProviders',
      'Profile',
      'ExportPrivateKey',
    ]) {
      expect(VIEWS).toContain(view)
    }
  })

  test('lists each view once', () => {
    expect(new Set(VIEWS).size).toBe(VIEWS.length)
  })
})
