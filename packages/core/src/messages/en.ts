/**
 * The English message catalogue: every string the visitor sees, keyed by id, in the spec's words
 * (DESIGN.md "Spec conformance"; SPEC.md §2, §5, §8). English is the source locale: another locale
 * is a {@link MessageCatalogue} with the same keys (`locales/`, checked by `locales.test.ts`).
 * Messages are ICU MessageFormat (`{name}`, `{count, plural, one {...} other {...}}`), compiled
 * ahead of time (`compiled/`) and formatted by `formatMessage` with Lingui's runtime. The spec's
 * English words stay as the spec writes them (`Please try again after {seconds} seconds`).
 * Literals are ASCII (SPEC-READINGS "Messages").
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
  // Invalid App Configuration (SPEC.md §8) as the alert says it: the origin is not allowed.
  originNotAllowed:
    "Invalid App Configuration: this site's origin is not on the project's allowlist",
  switchNetworkDeclined: 'Network switch declined',
  actionNotAllowed: 'Action not allowed',
  requestMayStillComplete:
    "The request may still complete. Check the wallet's activity before trying again.",
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
  exportPrivateKeyTitle: 'Export Private Key',

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

  // Embedded wallet: email and social login, device check, email update, approvals (issue #6;
  // the spec shows none of these words, so they are ours)
  emailLabel: 'Email',
  emailContinue: 'Continue',
  emailSending: 'Sending',
  otpLabel: 'Verification code',
  otpSentTo: 'Enter the code we sent to {email}',
  otpInvalid: 'Invalid code',
  // The secure site's own answers (its error replies), shown in these words.
  otpExpired: 'Code expired, request a new one',
  otpTooManyAttempts: 'Too many attempts, request a new code',
  // A request of SPEC.md §9 got no answer within 30000 ms (email, device, code).
  requestTimedOut: 'The request timed out. Please try again.',
  otpDigit: 'Digit {position} of {length}',
  resendCode: 'Resend code',
  codeResent: 'A new code was sent',
  verifyDeviceTitle: 'Register Device',
  verifyDeviceHint: 'We sent a link to {email}. Open it to approve this device.',
  continueWithSocial: 'Continue with {provider}',
  socialGoogle: 'Google',
  socialX: 'X',
  socialDiscord: 'Discord',
  socialFarcaster: 'Farcaster',
  socialGithub: 'GitHub',
  socialApple: 'Apple',
  socialFacebook: 'Facebook',
  socialWindowHint: 'Continue in the {provider} window',
  socialWindowClosed: 'The login window was closed',
  socialRedirectHint: 'Taking you to {provider}',
  socialLoginUnfinished: 'The login was not finished',
  farcasterHint: 'Scan this code with your phone, or open the link',
  farcasterQrLabel: 'QR code to log in with Farcaster',
  copyLink: 'Copy link',
  openLink: 'Open link',
  updateEmail: 'Edit email',
  exportPrivateKey: 'Export private key',
  newEmailLabel: 'New email',
  confirmCurrentEmailTitle: 'Confirm Current Email',
  confirmNewEmailTitle: 'Confirm New Email',
  emailUpdated: 'Email updated',
  accountTypeSmart: 'Smart account',
  accountTypeEoa: 'EOA',
  switchToSmartAccount: 'Switch to your smart account',
  switchToEoa: 'Switch to your EOA',
  walletConnectName: 'WalletConnect',
  walletConnectScanHint: 'Scan this QR code with your phone',
  walletConnectScanWalletHint: 'Scan this QR code with {name} on your phone',
  walletConnectQrLabel: 'QR code to connect a mobile wallet',
  creatingQrCode: 'Creating QR code',
  linkCopied: 'Link copied',
  openWallet: 'Open {name}',
  openWalletAgain: 'Open {name} again',
  dontHaveWallet: "Don't have {name}?",

  // Receive (WalletReceive, issue 18; the spec shows none of these words, so they are ours)
  receiveAddressLabel: 'Your address',
  receiveQrLabel: 'QR code of your address',
  receiveNetworksLabel: 'Networks you can receive on',
  receiveNetworksHint: 'Send only assets on these networks to this address',

  // Send (WalletSend, WalletSendPreview, issue 18; the spec shows none of these words, so they are ours)
  sendTokenLabel: 'Token',
  sendAmountLabel: 'Amount',
  sendMax: 'Max',
  sendReceiverLabel: 'To',
  sendReceiverPlaceholder: 'Address or name',
  sendReceiverNotFound: 'No account has this name',
  sendNetworkFee: 'Network fee: {fee}',
  sendInsufficientGas: 'Not enough {symbol} to pay the network fee',
  sendPreviewAction: 'Preview send',
  sendPreviewTitle: 'Review Send',
  sendEdit: 'Edit',

  // Activity (history, issue 18): the list's states, titles and counterparty
  failedToFetchTransactions: 'Failed to fetch transactions',
  loadingMoreActivity: 'Loading more activity',
  activityPending: 'Pending',
  activityFailed: 'Failed',
  activityMinted: 'Minted',
  activityBought: 'Bought',
  activitySwapped: 'Swapped',
  activityTo: 'to {address}',
  activityFrom: 'from {address}',

  // Names (RegisterAccountName, RegisterAccountNameSuccess, issue 18): SPEC.md §8's two errors in
  // its words; the rest the spec does not show, so they are ours
  errorResolvingName: 'Error resolving name',
  errorFetchingNameSuggestions: 'Error fetching name suggestions',
  chooseAccountName: 'Choose a name',
  accountNameLabel: 'Account name',
  accountNamePlaceholder: 'yourname',
  accountNameRule: 'At least 4 letters, digits or hyphens',
  accountNameChecking: 'Checking {name}...',
  accountNameAvailable: '{name} is available',
  accountNameTaken: '{name} is already taken',
  accountNameSuggestions: 'Suggestions',
  registerAccountName: 'Register',
  registerAccountNameSigning: 'Sign the message in your wallet to register {name}',
  registerAccountNameDone: '{name} is now your account name',
} as const

/** Id of a user-facing message. */
export type MessageId = keyof typeof en

/** A locale's catalogue: a string for every id of the English one. */
export type MessageCatalogue = { readonly [K in MessageId]: string }
