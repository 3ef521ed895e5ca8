/**
 * Every view the modal's router knows. The first 14 are the views AppKit names, spelled
 * exactly; the rest are the extra views the flows need.
 *
 * @example
 * VIEWS.includes('SIWXSignMessage') // true
 */
export const VIEWS = [
  // SPEC.md §2
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
  // Flows
  'Networks',
  'SwitchNetwork',
  'ConnectingSocial',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'ExportPrivateKey',
  'AccountSettings',
  'SwitchAccountType',
  'Profile',
  'WalletSend',
  'WalletSendPreview',
  'WalletReceive',
  'WalletCompatibleNetworks',
  'SwapPreview',
  'SwapSelectToken',
  'OnRampProviders',
  'OnRampActivity',
  'OnRampTokenSelect',
  'OnRampFiatSelect',
  'BuyInProgress',
  'Transactions',
  'WhatIsAWallet',
  'WhatIsANetwork',
  'GetWallet',
  'Downloads',
  'ConnectWallets',
  'ConnectSocials',
] as const

/** A router view id. */
export type View = (typeof VIEWS)[number]
