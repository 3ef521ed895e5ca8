// The public API of @airlock/core. Named re-exports only (STYLE.md §7); the export list is
// pinned by index.test.ts. Each section below is owned by one area of core.

export type { BaseErrorParameters, BaseErrorType } from '../errors/base'
// --- errors ---
export { BaseError } from '../errors/base'
export { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip'
export {
  AddressOrAuthConnectorNotFoundError,
  ConnectBeforeRequestError,
  FailedToDisconnectError,
  JsonRpcProviderNotFoundError,
  NoActiveCaipAddressError,
  SignClientNotInitializedError,
} from '../errors/connection'
export { errorRegisteringName } from '../errors/errorRegisteringName'
export { httpStatusCode } from '../errors/httpStatusCode'
export { isChainNotAddedError } from '../errors/isChainNotAddedError'
export { isUserRejectedError } from '../errors/isUserRejectedError'
export { type ErrorMessageId, ErrorMessages } from '../errors/messages'
export {
  NameRegistrationError,
  NameResolutionError,
  NameSuggestionsError,
} from '../errors/names'
export {
  ChainAdapterNotFoundError,
  ChainNotSupportedError,
  GasPriceNetworkNotSupportedError,
  NamespaceNotConfiguredError,
  NetworkNotFoundError,
  NoActiveCaipNetworkError,
  NoRpcUrlError,
  SwapsNetworkNotSupportedError,
  UnsupportedChainError,
} from '../errors/network'
export {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
export { pleaseTryAgainAfter } from '../errors/pleaseTryAgainAfter'
export {
  RequestAbortedError,
  RequestOutcomeUnknownError,
  RpcMethodNotAllowedError,
  UserRejectedRequestError,
} from '../errors/request'
export { InvalidSendParametersError, SendTransactionFailedError } from '../errors/send'
export {
  SiwxInitializationError,
  SiwxNotEnabledError,
  SiwxSessionRejectedError,
} from '../errors/siwx'
export { PermissionNotFoundError, SmartSessionsNotEnabledError } from '../errors/smartSessions'
export { TransactionsAccountAddressRequiredError } from '../errors/transactions'
export { IntegerOutOfRangeError, InvalidDecimalNumberError } from '../errors/units'
export { ValidationError, type ValidationIssue } from '../errors/validation'
export { ChainNotAddedError, WalletRpcError } from '../errors/wallet'
// --- end errors ---

// --- constants ---
export {
  ACCOUNT_TYPES,
  ACTIVITY_NAMESPACES,
  BALANCE_NAMESPACES,
  CARD_PROVIDER_CHAINS,
  CARD_PROVIDER_FALLBACK_CHAIN,
  DEFAULT_ACCOUNT_TYPES,
  NAMES_NAMESPACES,
  ONRAMP_NAMESPACES,
  SWAP_SUPPORTED_CHAIN_IDS,
} from '../constants/chains'
export { type TrackedEvent, TrackedEvents } from '../constants/events'
export {
  CONNECT_METHOD_ORDER,
  CONNECTOR_ORDER,
  type ConnectMethod,
  type ConnectorGroup,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  type Features,
  SOCIAL_PROVIDERS,
  type SocialButton,
  type SocialProvider,
  WALLET_FEATURE_ORDER,
  type WalletFeature,
} from '../constants/features'
export { isSafeRpcMethod } from '../constants/isSafeRpcMethod'
export { isUnsafeRpcMethod } from '../constants/isUnsafeRpcMethod'
export {
  ACCOUNT_NAME_MAX_LABEL_LENGTH,
  ACCOUNT_NAME_MAX_NONSPACING_MARKS,
  BALANCE_FALLBACK,
  DEFAULT_FRAME_CHAIN_ID,
  DEFAULT_LOG_LEVEL,
  LOG_BUFFER_BYTES,
  MAX_RECENT_WALLETS,
  ONRAMP_FALLBACK_LIMITS,
  ONRAMP_FEE_RANGE,
  QUANTITY_DISPLAY_DECIMALS,
  RECOMMENDED_WALLETS_COUNT,
  SECURE_SITE_VERSION,
  SOLANA_COMMITMENTS,
  type SolanaCommitment,
  SWAP_SLIPPAGE,
  TRANSACTION_TYPE,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MAX_IMAGES,
  WALLETS_PAGE_SIZE,
} from '../constants/limits'
export {
  SAFE_RPC_METHODS,
  type SafeRpcMethod,
  UNSAFE_RPC_METHODS,
  type UnsafeRpcMethod,
  WALLET_ERROR_CODES,
} from '../constants/rpc'
export { PROJECT_QUERY_PARAMS, SDK_TYPE, SDK_VERSION } from '../constants/sdk'
export { STORAGE_KEYS, type StorageKey, THEME_STORAGE_KEY } from '../constants/storageKeys'
export {
  BALANCE_CACHE_TTL_MS,
  BALANCE_RETRY_MS,
  DISALLOWED_RPC_MESSAGE_DELAY_MS,
  DROPDOWN_POINTER_GRACE_MS,
  DROPDOWN_SUBMENU_OPEN_DELAY_MS,
  DROPDOWN_TYPEAHEAD_RESET_MS,
  EMAIL_LOGIN_RETRY_MS,
  ENS_CACHE_TTL_MS,
  FRAME_READY_DELAY_MS,
  FRAME_REQUEST_TIMEOUT_MS,
  HEADER_TEXT_ANIMATION_MS,
  HEARTBEAT_MS,
  HISTORY_RECORD_TTL_MS,
  IDENTITY_CACHE_TTL_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  INJECTED_WALLET_WAIT_MS,
  MAX_PENDING_TRANSACTIONS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  NATIVE_BALANCE_CACHE_TTL_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  PAIRING_LIFETIME_MS,
  PENDING_TRANSACTIONS_POLL_MS,
  PROPOSAL_TTL_MS,
  REQUEST_EXPIRY_MAX_MS,
  REQUEST_EXPIRY_MIN_MS,
  RPC_TIMEOUT_MS,
  SESSION_LIFETIME_MS,
  SNACKBAR_RESHOW_MS,
  TRANSACTION_RECEIPT_TIMEOUT_MS,
  VIEW_TRANSITION_MS,
  WALLET_DISCONNECT_REVOKE_MS,
  WALLET_SEARCH_MIN_WAIT_MS,
} from '../constants/timing'
// messages (DESIGN.md "Spec conformance": one catalogue keyed by id)
export { en, type MessageCatalogue, type MessageId } from '../messages/en'
export {
  type FormatMessageParameters,
  formatMessage,
  type MessageContent,
} from '../messages/formatMessage'
export { loadLocaleMessages } from '../messages/loadLocaleMessages'
export { localizeMessages } from '../messages/localizeMessages'
export { resolveLocale } from '../messages/resolveLocale'
export { SUPPORTED_LOCALES } from '../messages/supportedLocales'
export type { CompiledCatalogue, CompiledMessage, LocaleMessages } from '../messages/types'

// --- end constants ---

// caip
export { type FormatCaipAddressParameters, formatCaipAddress } from '../caip/formatCaipAddress'
export {
  type FormatCaipNetworkIdParameters,
  formatCaipNetworkId,
} from '../caip/formatCaipNetworkId'
export { isCaipAddress } from '../caip/isCaipAddress'
export { isCaipNetworkId } from '../caip/isCaipNetworkId'
export { isChainNamespace } from '../caip/isChainNamespace'
export {
  type ParseCaipAddressReturnType,
  parseCaipAddress,
} from '../caip/parseCaipAddress'
export {
  type ParseCaipNetworkIdReturnType,
  parseCaipNetworkId,
} from '../caip/parseCaipNetworkId'
export { toCaipNetworkId } from '../caip/toCaipNetworkId'
// --- caip, networks, validation ---
export type { AccountType, CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
// validation
export { emailSchema } from '../validation/emailSchema'
export { filterBalances } from '../validation/filterBalances'
export { filterTransactions } from '../validation/filterTransactions'
export {
  type HasInsufficientGasParameters,
  hasInsufficientGas,
} from '../validation/hasInsufficientGas'
export { isAccountName } from '../validation/isAccountName'
export { isEvmAddress } from '../validation/isEvmAddress'
export { isSolanaAddress } from '../validation/isSolanaAddress'
export { isTransactionHash } from '../validation/isTransactionHash'
export { isValidAddress } from '../validation/isValidAddress'
export { isValidEmail } from '../validation/isValidEmail'
export { otpSchema } from '../validation/otpSchema'
export { socialProviderSchema } from '../validation/socialProviderSchema'
export type {
  TokenBalance,
  Transaction,
  TransactionNftInfo,
  TransactionTransfer,
} from '../validation/types'
export {
  type AccountNameInvalidReason,
  type ValidateAccountNameReturnType,
  validateAccountName,
} from '../validation/validateAccountName'
export {
  type ValidateSendParametersParameters,
  type ValidateSendParametersReturnType,
  validateSendParameters,
} from '../validation/validateSendParameters'
export {
  type WalletSendCall,
  type WalletSendCallsParameters,
  walletSendCallsSchema,
} from '../validation/walletSendCallsSchema'

// networks (a detached comment starts a new chunk for Biome's export sorting)

export {
  type DefineEvmNetworkParameters,
  type DefineEvmNetworkReturnType,
  defineEvmNetwork,
} from '../networks/defineEvmNetwork'
export {
  arbitrum,
  arbitrumSepolia,
  aurora,
  avalanche,
  base,
  baseSepolia,
  bsc,
  celo,
  fantom,
  gnosis,
  kaia,
  linea,
  mainnet,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  scroll,
  sepolia,
  zksync,
  zora,
} from '../networks/evm'
export { getNetworkByCaipId } from '../networks/getNetworkByCaipId'
export { isSwapSupported } from '../networks/isSwapSupported'
export { solana, solanaDevnet, solanaTestnet } from '../networks/solana'
export type { NativeCurrency, Network } from '../networks/types'
export { type WithCloudRpcParameters, withCloudRpc } from '../networks/withCloudRpc'
export {
  DEPLOYMENT_RELAY_PATH,
  type DeploymentUrls,
  deploymentUrls,
} from '../options/deploymentUrls'

// --- end caip, networks, validation ---

// --- storage, http, api ---
// storage

export { finishHydration } from '../actions/finishHydration'
export { StorageError, type StorageOperation } from '../errors/storage'
// server rendering: the connection cookie
export {
  CONNECTION_COOKIE_MAX_AGE_S,
  CONNECTION_COOKIE_MAX_LENGTH,
  CONNECTION_COOKIE_NAME,
} from '../ssr/connectionCookieDefaults'
export {
  type CookieToInitialStateOptions,
  cookieToInitialState,
} from '../ssr/cookieToInitialState'
export { parseConnectionCookie } from '../ssr/parseConnectionCookie'
export { serializeConnectionCookie } from '../ssr/serializeConnectionCookie'
export type {
  AirlockInitialState,
  ConnectionCookieOptions,
  RestoredConnection,
} from '../ssr/types'
export { watchConnectionCookie } from '../ssr/watchConnectionCookie'
export { cacheKey } from '../storage/cacheKey'
export { createMemoryStorage } from '../storage/createMemoryStorage'
export type { StorageLogger } from '../storage/createSafeStorage'
export {
  type CreateStorageOptions,
  type CreateStorageReturnType,
  createStorage,
} from '../storage/createStorage'
export {
  AIRLOCK_STORAGE_KEYS,
  CACHE_KEY_PREFIX,
  CACHE_TTL_MS,
  type CacheKind,
} from '../storage/keys'
export type { AirlockStorage, KeyValueStorage, RecentWallet } from '../storage/types'

// http

export {
  HttpNetworkError,
  HttpRequestError,
  HttpTimeoutError,
  InvalidAppConfigurationError,
  InvalidResponseError,
} from '../errors/http'
export {
  type CreateHttpClientErrorType,
  type CreateHttpClientParameters,
  type CreateHttpClientReturnType,
  createHttpClient,
} from '../http/createHttpClient'
export { type ApiService, getApiClient } from '../http/getApiClient'
export type { HttpClient, HttpQueryParams, HttpQueryValue, HttpRequest } from '../http/types'

// api

export {
  type BuildApproveTransactionParameters,
  buildApproveTransaction,
} from '../api/blockchain/buildApproveTransaction'
export {
  type BuildSwapTransactionParameters,
  buildSwapTransaction,
} from '../api/blockchain/buildSwapTransaction'
export {
  type AccountNfts,
  type GetAccountNftsParameters,
  getAccountNfts,
  type Nft,
} from '../api/blockchain/getAccountNfts'
export { type GetBalanceParameters, getBalance } from '../api/blockchain/getBalance'
export { type GetGasPriceParameters, getGasPrice } from '../api/blockchain/getGasPrice'
export { type GetIdentityParameters, getIdentity } from '../api/blockchain/getIdentity'
export {
  type GetSupportedChainsParameters,
  getSupportedChains,
} from '../api/blockchain/getSupportedChains'
export {
  type GetSwapAllowanceParameters,
  getSwapAllowance,
} from '../api/blockchain/getSwapAllowance'
export { type GetSwapQuoteParameters, getSwapQuote } from '../api/blockchain/getSwapQuote'
export { type GetSwapTokensParameters, getSwapTokens } from '../api/blockchain/getSwapTokens'
export { type GetTokenPricesParameters, getTokenPrices } from '../api/blockchain/getTokenPrices'
export {
  type GetTransactionHistoryParameters,
  getTransactionHistory,
} from '../api/blockchain/getTransactionHistory'
export { type GetNameProfileParameters, getNameProfile } from '../api/names/getNameProfile'
export {
  type GetNameSuggestionsParameters,
  getNameSuggestions,
} from '../api/names/getNameSuggestions'
export {
  type GetReverseProfileParameters,
  getReverseProfile,
} from '../api/names/getReverseProfile'
export { type RegisterNameParameters, registerName } from '../api/names/registerName'
export {
  type GenerateOnrampUrlParameters,
  generateOnrampUrl,
  type OnrampDestinationWallet,
} from '../api/onramp/generateOnrampUrl'
export { type GetOnrampOptionsParameters, getOnrampOptions } from '../api/onramp/getOnrampOptions'
export { type GetOnrampQuoteParameters, getOnrampQuote } from '../api/onramp/getOnrampQuote'
export {
  type GetAnalyticsConfigParameters,
  getAnalyticsConfig,
} from '../api/registry/getAnalyticsConfig'
export { getAssetImageUrl } from '../api/registry/getAssetImageUrl'
export { getCurrencyImageUrl } from '../api/registry/getCurrencyImageUrl'
export { getTokenImageUrl } from '../api/registry/getTokenImageUrl'
export { getWalletImageUrl } from '../api/registry/getWalletImageUrl'
export { type GetWalletsParameters, getWallets } from '../api/registry/getWallets'
export { type GetSessionParameters, getSession } from '../api/sessions/getSession'
export { type RevokeSessionParameters, revokeSession } from '../api/sessions/revokeSession'
export {
  type AnalyticsEvent,
  type SendAnalyticsEventParameters,
  sendAnalyticsEvent,
} from '../api/sessions/sendAnalyticsEvent'
export {
  type SendAnalyticsEventsParameters,
  sendAnalyticsEvents,
} from '../api/sessions/sendAnalyticsEvents'
export type {
  AnalyticsConfig,
  ApiErrorType,
  ApiRequestOptions,
  ApproveTransaction,
  Balances,
  GasPrice,
  Identity,
  NameProfile,
  NameSuggestion,
  NameSuggestions,
  OnrampAmount,
  OnrampOptions,
  OnrampQuote,
  Session,
  SupportedChains,
  SwapAllowance,
  SwapQuote,
  SwapQuotes,
  SwapToken,
  SwapTokens,
  SwapTransaction,
  TokenPrice,
  TokenPrices,
  TransactionHistory,
  WalletList,
  WalletListEntry,
} from '../api/types'

// --- end storage, http, api ---

// Swap (issue 19): the form in `state.swap`, created by the first of these.
export { approveSwap } from '../actions/approveSwap'
export { type CancelSiwxErrorType, cancelSiwx } from '../actions/cancelSiwx'
export {
  type CheckAccountNameErrorType,
  type CheckAccountNameParameters,
  type CheckAccountNameReturnType,
  checkAccountName,
} from '../actions/checkAccountName'
export {
  type CheckSiwxSessionErrorType,
  type CheckSiwxSessionReturnType,
  checkSiwxSession,
} from '../actions/checkSiwxSession'
// --- controllers ---
export { clearConnection } from '../actions/clearConnection'
export {
  type CloseModalParameters,
  type CloseModalReturnType,
  closeModal,
} from '../actions/closeModal'
export {
  type ConnectErrorType,
  type ConnectParameters,
  type ConnectReturnType,
  connect,
} from '../actions/connect'
export { ConnectionEvents } from '../actions/connectionEvents'
export {
  type DisconnectErrorType,
  type DisconnectParameters,
  disconnect,
} from '../actions/disconnect'
export {
  type EstimateGasErrorType,
  type EstimateGasParameters,
  estimateGas,
} from '../actions/estimateGas'
export {
  type FetchBalanceErrorType,
  type FetchBalanceParameters,
  type FetchBalanceReturnType,
  fetchBalance,
} from '../actions/fetchBalance'
export {
  type FetchIdentityErrorType,
  type FetchIdentityParameters,
  type FetchIdentityReturnType,
  fetchIdentity,
} from '../actions/fetchIdentity'
export {
  type FetchNameSuggestionsErrorType,
  type FetchNameSuggestionsParameters,
  fetchNameSuggestions,
} from '../actions/fetchNameSuggestions'
export {
  type FetchNftsErrorType,
  type FetchNftsParameters,
  fetchNfts,
} from '../actions/fetchNfts'
// On-ramp (issue 19): the buy form and purchase in `state.onramp`, created by the first of these.
export { fetchOnrampOptions } from '../actions/fetchOnrampOptions'
export { fetchOnrampQuote } from '../actions/fetchOnrampQuote'
export {
  type FetchSendGasPriceErrorType,
  type FetchSendGasPriceReturnType,
  fetchSendGasPrice,
} from '../actions/fetchSendGasPrice'
export { fetchSwapQuote } from '../actions/fetchSwapQuote'
export { type FetchSwapTokensErrorType, fetchSwapTokens } from '../actions/fetchSwapTokens'
export {
  type FetchTransactionsErrorType,
  type FetchTransactionsParameters,
  fetchTransactions,
} from '../actions/fetchTransactions'
export { getAccount } from '../actions/getAccount'
export { getActiveCaipAddress } from '../actions/getActiveCaipAddress'
export { getActiveNetwork } from '../actions/getActiveNetwork'
export { getLogs } from '../actions/getLogs'
export { getSendingAccountType } from '../actions/getSendingAccountType'
export { goBack } from '../actions/goBack'
export { goBackToIndex } from '../actions/goBackToIndex'
export {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from '../actions/grantPermissions'
export { groupTransactions } from '../actions/groupTransactions'
export { hideAlert } from '../actions/hideAlert'
export { hideSnackbar } from '../actions/hideSnackbar'
export { isCloseDisabled } from '../actions/isCloseDisabled'
export { isConnected } from '../actions/isConnected'
export { isLegalCheckboxShown } from '../actions/isLegalCheckboxShown'
export { isNativeSwapToken } from '../actions/isNativeSwapToken'
export { isPairingExpired } from '../actions/isPairingExpired'
// --- end controllers ---
// --- WalletConnect: the session the adapters share (the SDK itself loads with import()) ---
export { joinWalletConnectSession } from '../actions/joinWalletConnectSession'
export { loadAccountData } from '../actions/loadAccountData'
export { markIntent } from '../actions/markIntent'
export { ModalEvents } from '../actions/modalEvents'
export { onEvent } from '../actions/onEvent'
export { onrampLimits } from '../actions/onrampLimits'
export { onrampNetworkName } from '../actions/onrampNetworkName'
export {
  ONRAMP_REDIRECT_STORAGE_KEY,
  type OnrampRedirect,
  onrampRedirectStorage,
} from '../actions/onrampRedirect'
export { type OpenModalErrorType, type OpenModalParameters, openModal } from '../actions/openModal'
export {
  ONRAMP_POLL_MS,
  ONRAMP_WATCH_MS,
  openOnrampProvider,
  stopOnrampPurchase,
} from '../actions/openOnrampProvider'
export { peekOnrampRedirect } from '../actions/peekOnrampRedirect'
export { type PopTransactionStackResult, popTransactionStack } from '../actions/popTransactionStack'
export { pushTransactionStack } from '../actions/pushTransactionStack'
export { pushView } from '../actions/pushView'
export { reconnect } from '../actions/reconnect'
export {
  type RegisterAccountNameErrorType,
  type RegisterAccountNameParameters,
  registerAccountName,
} from '../actions/registerAccountName'
export { replaceView } from '../actions/replaceView'
export { resetAccount } from '../actions/resetAccount'
export { resetSend } from '../actions/resetSend'
export { resetView } from '../actions/resetView'
export { resetWcUri } from '../actions/resetWcUri'
export { resumeOnrampPurchase } from '../actions/resumeOnrampPurchase'
export {
  type RevokePermissionsErrorType,
  type RevokePermissionsParameters,
  revokePermissions,
} from '../actions/revokePermissions'
export {
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  sendCalls,
} from '../actions/sendCalls'
export {
  type SendTokenParameters,
  type SendTokenReturnType,
  sendToken,
} from '../actions/sendToken'
export { sendTokenTransaction } from '../actions/sendTokenTransaction'
export {
  type SendTransactionErrorType,
  type SendTransactionParameters,
  sendTransaction,
} from '../actions/sendTransaction'
export {
  type SetAccountErrorType,
  type SetAccountParameters,
  type SetAccountReturnType,
  setAccount,
} from '../actions/setAccount'
export { setActiveNetwork } from '../actions/setActiveNetwork'
export { type SetBalanceParameters, setBalance } from '../actions/setBalance'
export { setConnectionStatus } from '../actions/setConnectionStatus'
export { setLegalAccepted } from '../actions/setLegalAccepted'
export { setLogLevel } from '../actions/setLogLevel'
export { setModalLoading } from '../actions/setModalLoading'
export { type SetOnrampFormParameters, setOnrampForm } from '../actions/setOnrampForm'
export { type SetProfileParameters, setProfile } from '../actions/setProfile'
export { setSiwxSessions } from '../actions/setSiwxSessions'
export { setSwapAmount } from '../actions/setSwapAmount'
export { setSwapToAmount } from '../actions/setSwapToAmount'
export { type SetSwapTokenParameters, setSwapToken } from '../actions/setSwapToken'
export { setThemeMode } from '../actions/setThemeMode'
export { setThemeVariables } from '../actions/setThemeVariables'
export { setWcUri } from '../actions/setWcUri'
export { shakeModal } from '../actions/shakeModal'
export { type ShowAlertParameters, showAlert } from '../actions/showAlert'
export { showApiErrorAlert } from '../actions/showApiErrorAlert'
export { type ShowSnackbarParameters, showSnackbar } from '../actions/showSnackbar'
export {
  type SignMessageErrorType,
  type SignMessageParameters,
  signMessage,
} from '../actions/signMessage'
export {
  type SignSiwxMessageErrorType,
  type SignSiwxMessageReturnType,
  signSiwxMessage,
} from '../actions/signSiwxMessage'
export { type SwapTokensReturnType, swapTokens } from '../actions/swapTokens'
export { type SwitchNetworkErrorType, switchNetwork } from '../actions/switchNetwork'
export { switchSwapTokens } from '../actions/switchSwapTokens'
export { type SyncNetworkParameters, syncNetwork } from '../actions/syncNetwork'
export { takeOnrampRedirect } from '../actions/takeOnrampRedirect'
export { takePendingAnalytics } from '../actions/takePendingAnalytics'
export { toAccountName } from '../actions/toAccountName'
export { toConnectionStatus } from '../actions/toConnectionStatus'
export { MAX_TRACKED_EVENTS, type TrackEventParameters, trackEvent } from '../actions/trackEvent'
export {
  type WaitForCallsStatusParameters,
  type WaitForCallsStatusReturnType,
  waitForCallsStatus,
} from '../actions/waitForCallsStatus'
export { createAdapter } from '../adapter/createAdapter'
export { type GetAdapterErrorType, getAdapter } from '../adapter/getAdapter'
export type {
  ChainAdapter,
  ChainAdapterConnectResult,
  ChainAdapterContext,
  ChainAdapterEmbeddedContext,
  ChainAdapterEmit,
  ChainAdapterEventName,
  ChainAdapterEvents,
  ChainAdapterTransactionParameters,
  Eip1193Provider,
} from '../adapter/types'
// --- analytics and logging ---
export {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_BEACON_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_ATTEMPTS,
  ANALYTICS_MAX_DROPPED_BATCHES,
  ANALYTICS_MAX_QUEUED,
  ANALYTICS_RETRY_DELAY_MS,
} from '../analytics/constants'
export { addConnector } from '../connectors/addConnector'
export { getConnectorGroup } from '../connectors/getConnectorGroup'
export {
  type GetSortedConnectorsParameters,
  type GetSortedConnectorsReturnType,
  getSortedConnectors,
  type SortedConnectorItem,
} from '../connectors/getSortedConnectors'
export {
  getNamespaceConnector,
  mergeMultiChainConnectors,
} from '../connectors/mergeMultiChainConnectors'
export { type SetConnectorsParameters, setConnectors } from '../connectors/setConnectors'
export type { Connector, ConnectorType } from '../connectors/types'
// Names (issue 18 "Names"): registration and lookups, used by the RegisterAccountName views.
export { ACCOUNT_NAME_SUFFIX } from '../constants/names'
export {
  SWAP_GAS_ESTIMATE,
  SWAP_NATIVE_TOKEN_ADDRESS,
  SWAP_POPULAR_SYMBOLS,
  SWAP_QUOTE_DEBOUNCE_MS,
  SWAP_SUGGESTED_SYMBOLS,
} from '../constants/swap'
export {
  type AirlockCore,
  type AirlockCoreInternals,
  type CreateAirlockCoreErrorType,
  type CreateAirlockCoreParameters,
  type CreateAirlockCoreReturnType,
  createAirlockCore,
} from '../createAirlockCore'
export {
  type AirlockCspDirectives,
  type AirlockCspErrorType,
  type AirlockCspParameters,
  type AirlockCspReturnType,
  airlockCsp,
} from '../csp/airlockCsp'
export { cancelSocialLogin } from '../embedded/cancelSocialLogin'
export {
  type ConnectDeviceParameters,
  connectDevice,
} from '../embedded/connectDevice'
export {
  type ConnectEmailErrorType,
  type ConnectEmailParameters,
  type ConnectEmailReturnType,
  connectEmail,
} from '../embedded/connectEmail'
export { connectFarcaster } from '../embedded/connectFarcaster'
export { type ConnectSocialParameters, connectSocial } from '../embedded/connectSocial'
export { exportEmbeddedPrivateKey } from '../embedded/exportEmbeddedPrivateKey'
export { fetchSmartAccountNetworks } from '../embedded/fetchSmartAccountNetworks'
export { finishEmbeddedLogin } from '../embedded/finishEmbeddedLogin'
export { type GetEmbeddedUserParameters, getEmbeddedUser } from '../embedded/getEmbeddedUser'
export { type GetEmbeddedWalletReturnType, getEmbeddedWallet } from '../embedded/getEmbeddedWallet'
export { hideEmbeddedFrame } from '../embedded/hideEmbeddedFrame'
export { initSmartAccount } from '../embedded/initSmartAccount'
export { isEmbeddedSessionActive } from '../embedded/isEmbeddedSessionActive'
export { loadEmbeddedFrame } from '../embedded/loadEmbeddedFrame'
export { peekSocialRedirect } from '../embedded/peekSocialRedirect'
export { preloadEmbeddedWallet } from '../embedded/preloadEmbeddedWallet'
export { rejectRequest } from '../embedded/rejectRequest'
export { type RequestEmbeddedParameters, requestEmbedded } from '../embedded/requestEmbedded'
export { setPreferredAccountType } from '../embedded/setPreferredAccountType'
export { showEmbeddedFrame } from '../embedded/showEmbeddedFrame'
export { signOutEmbedded } from '../embedded/signOutEmbedded'
export {
  SOCIAL_CALLBACK_FRAGMENT,
  SOCIAL_CALLBACK_MESSAGE_TYPE,
  SOCIAL_REDIRECT_STORAGE_KEY,
  SOCIAL_REDIRECT_TTL_MS,
  type SocialRedirect,
} from '../embedded/socialRedirect'
export {
  type SwitchEmbeddedNetworkParameters,
  switchEmbeddedNetwork,
} from '../embedded/switchEmbeddedNetwork'
export { takeSocialCallback } from '../embedded/takeSocialCallback'
export type {
  ChainAdapterEmbeddedWallet,
  CreateEmbeddedFrameParameters,
  EmbeddedFrame,
  EmbeddedFrameRequestOptions,
  EmbeddedSocialPhase,
  EmbeddedState,
  EmbeddedWalletRequest,
  EmbeddedWalletTimeout,
  EmbeddedWalletUser,
} from '../embedded/types'
export {
  type UpdateEmailParameters,
  type UpdateEmailReturnType,
  updateEmail,
} from '../embedded/updateEmail'
export { type VerifyOtpParameters, verifyOtp } from '../embedded/verifyOtp'
export { verifyUpdateEmailPrimaryOtp } from '../embedded/verifyUpdateEmailPrimaryOtp'
export { verifyUpdateEmailSecondaryOtp } from '../embedded/verifyUpdateEmailSecondaryOtp'
export { EmailLoginRetryError } from '../errors/embedded'
export { type CreateLoggerParameters, createLogger } from '../logger/createLogger'
export { LOG_LEVELS } from '../logger/logLevels'
export type { LogEntry, Logger, LogLevel, LogSink } from '../logger/types'
export {
  DEFAULT_API_URL,
  DEFAULT_REGISTRY_URL,
  DEFAULT_RELAY_URL,
  DEFAULT_SECURE_SITE_URL,
} from '../options/defaults'
export {
  type ResolveOptionsErrorType,
  type ResolveOptionsParameters,
  type ResolveOptionsReturnType,
  resolveOptions,
} from '../options/resolveOptions'
export type {
  AirlockOptions,
  CustomWallet,
  Metadata,
  ResolvedOptions,
  SIWXConfig,
  SIWXMessage,
  SIWXMessageData,
  SIWXSession,
  ThemeMode,
  ThemeVariables,
} from '../options/types'
export { getSiwxConfig } from '../siwx/getSiwxConfig'
export { siweToSiwx } from '../siwx/siweToSiwx'
export type { SIWEConfig, SIWECreateMessageArgs, SIWESession } from '../siwx/types'
export type {
  GrantedPermission,
  RevokeSessionTypedData,
  SessionSigner,
  SpendingPermission,
} from '../smartSessions/types'
export type { NftsState } from '../state/nftsState'
export {
  ensureOnrampState,
  type OnrampPaymentMethod,
  type OnrampPurchase,
  type OnrampState,
} from '../state/onrampState'
export { subscribeState } from '../state/subscribeState'
export { subscribeStateKey } from '../state/subscribeStateKey'
export {
  ensureSwapState,
  type SwapError,
  type SwapQuoteState,
  type SwapState,
} from '../state/swapState'
export type { TransactionsByYear, TransactionsState } from '../state/transactionsState'
export type {
  AccountEntry,
  AccountState,
  AccountUser,
  AirlockState,
  AlertState,
  AlertVariant,
  BalancesStatus,
  ChainState,
  ConnectedWalletInfo,
  ConnectionState,
  ConnectionStatus,
  ConnectorsState,
  EventsState,
  ModalState,
  RouterData,
  RouterState,
  SendState,
  SiwxState,
  SiwxStatus,
  SnackbarState,
  SnackbarVariant,
  ThemeState,
  TrackedEventEntry,
  TransactionStackEntry,
} from '../state/types'
export { VIEWS, type View } from '../state/views'
export { createWalletConnectHub } from '../walletconnect/createWalletConnectHub'
export { InvalidProjectIdError } from '../walletconnect/InvalidProjectIdError'
export { isStaleSessionError } from '../walletconnect/isStaleSessionError'
export { SessionExpiredError } from '../walletconnect/SessionExpiredError'
export { toRelayRefusal } from '../walletconnect/toRelayRefusal'
export { toWalletConnectError } from '../walletconnect/toWalletConnectError'
export type {
  WalletConnectHub,
  WalletConnectMetadata,
  WalletConnectNamespaceProposal,
  WalletConnectProvider,
  WalletConnectProviderOptions,
  WalletConnectStorage,
} from '../walletconnect/types'
// --- end analytics and logging ---
