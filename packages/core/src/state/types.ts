import type { WalletListEntry } from '../api/types'
import type { AccountType, CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { Connector } from '../connectors/types'
import type { TrackedEvent } from '../constants/events'
import type { SocialProvider } from '../constants/features'
import type { EmbeddedState } from '../embedded/types'
import type { BaseError } from '../errors/base'
import type { MessageId } from '../messages/en'
import type { FormatMessageParameters } from '../messages/formatMessage'
import type { Network } from '../networks/types'
import type { SIWXSession, ThemeMode, ThemeVariables } from '../options/types'
import type { RecentWallet } from '../storage/types'
import type { TokenBalance } from '../validation/types'
import type { NftsState } from './nftsState'
import type { OnrampState } from './onrampState'
import type { SwapState } from './swapState'
import type { TransactionsState } from './transactionsState'
import type { View } from './views'

/** Connection status of one namespace. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected'

/** Theme slice. */
export type ThemeState = {
  /** `undefined` follows the operating system. */
  themeMode: ThemeMode | undefined
  themeVariables: ThemeVariables
}

/** Modal slice: the open, loading and shake flags. */
export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  /**
   * Whether the visitor ticked the terms-and-privacy checkbox (the `legalCheckbox` feature); kept
   * for the page's lifetime, so going back to Connect does not ask again.
   */
  legalAccepted: boolean
}

/** Payload a view is opened with. */
export type RouterData = {
  connector?: Connector
  wallet?: WalletListEntry
  network?: Network
  email?: string
  newEmail?: string
  socialProvider?: SocialProvider
  /** The name being registered (RegisterAccountName flow). */
  name?: string
}

/**
 * A transaction-stack entry: where to go and what to call when a flow that left its view
 * (Send, name registration, an embedded-wallet request) ends.
 */
export type TransactionStackEntry = {
  /** The view to show when the flow ends. */
  view?: View
  /** Go back one view when the flow ends. */
  goBack?: boolean
  /** With `view`: replace the current view instead of resetting the history to `view`. */
  replace?: boolean
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

/** Router slice. */
export type RouterState = {
  view: View
  /** Views visited, the current one last. */
  history: View[]
  data: RouterData | undefined
  transactionStack: TransactionStackEntry[]
}

/** One account of an embedded wallet. */
export type AccountEntry = { address: string; type: AccountType }

/** What the secure frame says about the signed-in user. */
export type AccountUser = {
  email?: string | null
  userName?: string
}

/** Name and icon of the wallet that connected. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string
  rdns?: string
}

/** Account state of one namespace. */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | undefined
  profileImage: string | undefined
  status: ConnectionStatus
  preferredAccountTypes: Partial<Record<ChainNamespace, AccountType>>
  smartAccountDeployed: boolean
  allAccounts: AccountEntry[]
  user: AccountUser | undefined
  socialProvider: SocialProvider | undefined
  connectedWalletInfo: ConnectedWalletInfo | undefined
}

/** Chain slice. */
export type ChainState = {
  activeNamespace: ChainNamespace
  /** The active network; always one of `networks`. */
  activeNetwork: Network
  networks: Network[]
  accounts: Partial<Record<ChainNamespace, AccountState>>
  /** The wallet's network when it is not one of `networks`; `undefined` otherwise. */
  unsupportedCaipNetworkId: CaipNetworkId | undefined
}

/** Send slice. */
export type SendState = {
  token: TokenBalance | undefined
  sendTokenAmount: number | undefined
  receiverAddress: string | undefined
  receiverProfileImageUrl: string | undefined
  receiverProfileName: string | undefined
  gasPrice: bigint | undefined
  gasPriceInUSD: number | undefined
  networkBalanceInUSD: string | undefined
  loading: boolean
  /**
   * The account's balances from the Blockchain API (native and tokens, 0-decimal tokens dropped),
   * filled by `fetchBalance`; the Tokens tab and the send form read them.
   */
  tokenBalances: TokenBalance[]
  /** Whether `tokenBalances` is being fetched, holds an answer, or the last fetch failed. */
  balancesStatus: BalancesStatus
  /** The CAIP address (network and account) `tokenBalances` belong to. */
  balancesFor: CaipAddress | undefined
  /** When a balance fetch last failed (ms since epoch); the next try waits 30 s. */
  lastRetry: number | undefined
}

/** Where the account's balances are: not asked yet, being fetched, fetched, or failed. */
export type BalancesStatus = 'idle' | 'loading' | 'ready' | 'failed'

/** Connectors slice. */
export type ConnectorsState = {
  connectors: Connector[]
  /** At most 2, the latest first. */
  recentWallets: RecentWallet[]
}

/** Connection slice. */
export type ConnectionState = {
  status: Partial<Record<ChainNamespace, ConnectionStatus>>
  /** The last connect failure, for a view to show and retry. */
  error: BaseError | undefined
  /** The WalletConnect pairing URI shown as a QR code. */
  wcUri: string | undefined
  /** When the pairing expires (ms since epoch). */
  wcPairingExpiry: number | undefined
}

/** Snackbar (toast) variants. */
export type SnackbarVariant = 'success' | 'error' | 'info' | 'loading'

/**
 * Snackbar slice. Core's own toasts carry a catalogue id (`messageId`, with `params`),
 * never words: the view looks the words up in its locale. `message` holds text a view already
 * translated; it is `''` when `messageId` is set.
 */
export type SnackbarState = {
  message: string
  messageId: MessageId | undefined
  params: FormatMessageParameters | undefined
  variant: SnackbarVariant
  open: boolean
}

/** Alert variants. */
export type AlertVariant = 'error' | 'warning' | 'success' | 'info'

/**
 * Alert slice: the banners across the top of the modal (configuration problems and notices). Like
 * the snackbar: core's alerts carry a catalogue id (`messageId`), a view's own text goes in
 * `message`.
 */
export type AlertState = {
  message: string
  messageId: MessageId | undefined
  params: FormatMessageParameters | undefined
  variant: AlertVariant
  open: boolean
}

/** One tracked event. */
export type TrackedEventEntry = {
  event: TrackedEvent | (string & {})
  properties?: Record<string, unknown>
  /** Milliseconds since epoch. */
  timestamp: number
}

/** Events slice: tracked events and the analytics queue. */
export type EventsState = {
  /** The latest tracked events, at most 100. */
  events: TrackedEventEntry[]
  /** Events waiting to be sent by the analytics layer. */
  pendingAnalytics: TrackedEventEntry[]
  /** Whether the visitor has shown intent (hover, focus or click on connect). */
  intent: boolean
}

/** Sign-in-with-X slice. */
export type SiwxState = {
  /** Sessions of the connected account; empty when not signed in. */
  sessions: SIWXSession[]
  /**
   * The sign view's step: `idle`, `signing` (waiting for the wallet and the verifier), or
   * `declined` (the last attempt was refused or failed verification).
   */
  status: SiwxStatus
}

/** The sign view's step. */
export type SiwxStatus = 'idle' | 'signing' | 'declined'

/** Everything a core instance keeps in its valtio `proxy()`. */
export type AirlockState = {
  theme: ThemeState
  modal: ModalState
  router: RouterState
  chain: ChainState
  send: SendState
  connectors: ConnectorsState
  connection: ConnectionState
  snackbar: SnackbarState
  alert: AlertState
  events: EventsState
  siwx: SiwxState
  /** The embedded wallet's session (email and social login through the secure frame). */
  embedded: EmbeddedState
  /**
   * The transaction store (Activity), added by the first `fetchTransactions`: not part of the
   * first load.
   */
  transactions?: TransactionsState
  /** The NFT store (the NFTs tab), added by the first `fetchNfts`: not part of the first load. */
  nfts?: NftsState
  /** The swap form, added by the first swap action: not part of the first load. */
  swap?: SwapState
  /** The buy form and purchase, added by the first on-ramp action: not part of the first load. */
  onramp?: OnrampState
}
