/**
 * The English message catalogue: every string the visitor sees, keyed by id, in the spec's words
 * (DESIGN.md "Spec conformance"; SPEC.md §2, §5, §8). English is the source locale: another locale
 * is a {@link MessageCatalogue} with the same keys. Placeholders are `{name}`, filled by
 * `formatMessage`. Literals are ASCII (SPEC-READINGS "Messages").
 *
 * @example
 * formatMessage(en, 'pleaseTryAgainAfter', { seconds: 12 }) // 'Please try again after 12 seconds'
 */
export const en = {
  // SPEC.md §8 "Shown to the user"
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  transactionStarted: 'Transaction started',
  somethingWentWrong: 'Something went wrong',
  failedToSendTransaction: 'Failed to send transaction. Please try again.',
  invalidAmountOrReceiver: 'Please enter a valid amount and receiver address',
  authInitializationFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountsNotSupported: 'This application might not support Smart Accounts',
  authenticating: 'Authenticating...',
  invalidAppConfiguration: 'Invalid App Configuration',
  pleaseTryAgainAfter: 'Please try again after {seconds} seconds',
  socialsTimeout: 'SOCIALS_TIMEOUT',

  // SPEC.md §8 "Other alerts" and UI follow-ups
  networkNotFound: 'Network Not Found',
  sessionExpired: 'Session Expired',
  invalidProjectId: 'Invalid Project ID',
  projectIdNotConfigured: 'Project ID Not Configured',
  switchNetworkNotFound: 'switch network not found',
  actionNotAllowed: 'Action not allowed',
  unsupportedChain: 'Unsupported chain',
  chainNotSupported: 'Chain is not supported',
  errorRegisteringName: 'Error registering name {name}',

  // SPEC.md §5 default validation messages
  required: 'Required',
  invalidInput: 'Invalid input',
  invalidEmail: 'Invalid email',

  // View titles (SPEC.md §2 views; words are ours where the spec shows none)
  connectWalletTitle: 'Connect Wallet',
  allWalletsTitle: 'All Wallets',
  accountTitle: 'Account',
  networksTitle: 'Networks',
  switchNetworkTitle: 'Switch Network',
  unsupportedChainTitle: 'Unsupported Network',
  approveTransactionTitle: 'Approve Transaction',
  signInTitle: 'Sign In',
  registerAccountNameTitle: 'Choose Name',
  registerAccountNameSuccessTitle: 'Name Registered',
  swapTitle: 'Swap',
  sendTitle: 'Send',
  receiveTitle: 'Receive',
  buyCryptoTitle: 'Buy Crypto',
  activityTitle: 'Activity',
  enterOtpTitle: 'Confirm Email',
  updateEmailTitle: 'Edit Email',

  // Account tabs (SPEC.md §2)
  tokensTab: 'Tokens',
  nftsTab: 'NFTs',
  activityTab: 'Activity',

  // The modal's own words (labels, tags, states); the spec shows none, so they are ours

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

/** Id of a user-facing message. */
export type MessageId = keyof typeof en

/** A locale's catalogue: a string for every id of the English one. */
export type MessageCatalogue = { readonly [K in MessageId]: string }
