// The public API of @airlock/react. Named re-exports only (STYLE.md §7); the export list is pinned
// by index.test.ts.

export { AirlockProvider, type AirlockProviderProps } from '../AirlockProvider/AirlockProvider'
export { AccountButton } from '../components/AccountButton/AccountButton'
export { ConnectButton, type ConnectButtonProps } from '../components/ConnectButton/ConnectButton'
export type {
  ConnectButtonCustomProps,
  ConnectButtonRenderProps,
} from '../components/ConnectButton/ConnectButtonCustom'
export { NetworkButton } from '../components/NetworkButton/NetworkButton'
export {
  type Airlock,
  type CreateAirlockErrorType,
  type CreateAirlockParameters,
  type CreateAirlockReturnType,
  createAirlock,
} from '../createAirlock'
export { ProviderMissingError } from '../errors/ProviderMissingError'
export { type UseAirlockReturnType, useAirlock } from '../hooks/useAirlock'
export {
  type UseAirlockAccountParameters,
  type UseAirlockAccountReturnType,
  useAirlockAccount,
} from '../hooks/useAirlockAccount'
export { type UseAirlockEventsReturnType, useAirlockEvents } from '../hooks/useAirlockEvents'
export { useAirlockInstance } from '../hooks/useAirlockInstance'
export { type UseAirlockNetworkReturnType, useAirlockNetwork } from '../hooks/useAirlockNetwork'
export { type UseAirlockProviderReturnType, useAirlockProvider } from '../hooks/useAirlockProvider'
export { type UseAirlockStateReturnType, useAirlockState } from '../hooks/useAirlockState'
export { type UseAirlockThemeReturnType, useAirlockTheme } from '../hooks/useAirlockTheme'
export { type UseDisconnectReturnType, useDisconnect } from '../hooks/useDisconnect'
export { type UseSmartSessionsReturnType, useSmartSessions } from '../hooks/useSmartSessions'
export { type UseWalletInfoReturnType, useWalletInfo } from '../hooks/useWalletInfo'
export type { CaipAddress, CaipNetworkId, ChainNamespace } from '../internal/coreTypes'
export type { AirlockMessageId, AirlockMessages } from '../messages/types'
export { AirlockModal, type AirlockModalProps } from '../modal/AirlockModal'
