/**
 * Words of the modal that core's catalogue (`en`) does not have yet, in English. Merged over `en`
 * into one catalogue keyed by id (DESIGN.md "Spec conformance"); a locale overrides both through
 * `createAirlock({ messages })`. Literals are ASCII (SPEC-READINGS.md "Messages").
 */
export const reactMessages = {
  connect: 'Connect Wallet',
  connecting: 'Connecting',
  recentTag: 'RECENT',
  installedTag: 'INSTALLED',
  allWallets: 'All Wallets',
  walletsLabel: 'Wallets',
  searchWallet: 'Search wallet',
  loadingWallets: 'Loading wallets',
  noWalletFound: 'No wallet found',
  emailSection: 'Continue with email',
  socialSection: 'Continue with a social account',
  continueInWallet: 'Continue in {name}',
  acceptInWallet: 'Accept the connection request in the wallet',
  connectionDeclined: 'Connection declined',
  connectionFailed: 'Connection failed',
  tryAgain: 'Try again',
  notInstalled: '{name} is not installed',
  notInstalledHint: 'Install it, or open it with one of these links',
  openWebApp: 'Open web app',
  getDesktop: 'Get the desktop app',
  getMobile: 'Get the mobile app',
  back: 'Back',
  close: 'Close',
  dismiss: 'Dismiss',
  loading: 'Loading',
  copyAddress: 'Copy address',
  copied: 'Copied',
  disconnect: 'Disconnect',
  accountLabel: 'Account',
  networkLabel: 'Network',
  noTokens: 'No tokens yet',
  noNfts: 'No NFTs yet',
  noActivity: 'No activity yet',
  loadingTokens: 'Loading tokens',
  loadingActivity: 'Loading activity',
  featureOnramp: 'Buy',
  featureSwaps: 'Swap',
  featureReceive: 'Receive',
  featureSend: 'Send',
  featureLater: 'This feature arrives in a later release.',
  unsupportedChainHint: 'This network is not supported. Switch to one of these networks:',
  sent: 'Sent',
  received: 'Received',
  transaction: 'Transaction',
} as const

/** Id of one of {@link reactMessages}. */
export type ReactMessageId = keyof typeof reactMessages
