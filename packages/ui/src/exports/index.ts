// The whole kit, listed by hand (STYLE.md §7). Everything is side-effect free: import what you
// use and the rest, its CSS included, is dropped by the bundler.

export { Address, type AddressProps } from '../Address/Address'
export { truncateAddress } from '../Address/truncateAddress'
export { AIRLOCK_HOST_TAG, AirlockRoot, type AirlockRootProps } from '../AirlockRoot/AirlockRoot'
export { type ThemeVariables, toCssVariables } from '../AirlockRoot/toCssVariables'
export { useAirlockStyles } from '../AirlockRoot/useAirlockStyles'
export { AlertBar, type AlertBarProps, type AlertBarVariant } from '../AlertBar/AlertBar'
export { AmountInput, type AmountInputProps } from '../AmountInput/AmountInput'
export { sanitizeAmount } from '../AmountInput/sanitizeAmount'
export { Avatar, type AvatarProps } from '../Avatar/Avatar'
export { avatarColors } from '../Avatar/avatarColors'
export { Button, type ButtonProps } from '../Button/Button'
export { ButtonLink, type ButtonLinkProps } from '../Button/ButtonLink'
export {
  HEADER_TEXT_ANIMATION_MS,
  IMAGE_PRELOAD_TIMEOUT_MS,
  MENU_POINTER_GRACE_MS,
  MENU_SUBMENU_OPEN_DELAY_MS,
  MENU_TYPEAHEAD_RESET_MS,
  MODAL_HEIGHT_ANIMATION_MS,
  MODAL_SHAKE_MS,
  SEARCH_DEBOUNCE_MS,
  TOAST_RESHOW_MS,
  TOOLTIP_DELAY_MS,
  VIEW_TRANSITION_MS,
} from '../constants/timings'
export {
  DropdownMenu,
  type DropdownMenuEntry,
  type DropdownMenuProps,
} from '../DropdownMenu/DropdownMenu'
export { EmailInput, type EmailInputProps } from '../EmailInput/EmailInput'
export { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState'
export { ErrorState, type ErrorStateProps } from '../ErrorState/ErrorState'
export { IconButton, type IconButtonProps } from '../IconButton/IconButton'
export { Icon, type IconName } from '../icons/Icon'
export { LegalCheckbox, type LegalCheckboxProps } from '../LegalCheckbox/LegalCheckbox'
export { ModalShell, type ModalShellProps } from '../ModalShell/ModalShell'
export { NetworkImage, type NetworkImageProps } from '../NetworkImage/NetworkImage'
export { NetworkListItem, type NetworkListItemProps } from '../NetworkListItem/NetworkListItem'
export { NftGrid, type NftGridItem, type NftGridProps } from '../NftGrid/NftGrid'
export { OtpInput, type OtpInputProps } from '../OtpInput/OtpInput'
export { QrCode, type QrCodeProps } from '../QrCode/QrCode'
export { SearchInput, type SearchInputProps } from '../SearchInput/SearchInput'
export { Skeleton, type SkeletonProps } from '../Skeleton/Skeleton'
export { SkeletonRows, type SkeletonRowsProps } from '../Skeleton/SkeletonRows'
export { Spinner, type SpinnerProps } from '../Spinner/Spinner'
export { type TabItem, Tabs, type TabsProps } from '../Tabs/Tabs'
export { Tag, type TagProps, type TagTone } from '../Tag/Tag'
export { TextInput, type TextInputProps } from '../TextInput/TextInput'
export { Toast, type ToastProps, type ToastVariant } from '../Toast/Toast'
export { formatQuantity } from '../TokenListItem/formatQuantity'
export { TokenListItem, type TokenListItemProps } from '../TokenListItem/TokenListItem'
export { Tooltip, type TooltipProps } from '../Tooltip/Tooltip'
export {
  type TransactionDirection,
  TransactionListItem,
  type TransactionListItemProps,
  type TransactionStatus,
} from '../TransactionListItem/TransactionListItem'
export { WalletGrid, type WalletGridEntry, type WalletGridProps } from '../WalletGrid/WalletGrid'
export { WalletImage, type WalletImageProps } from '../WalletImage/WalletImage'
export {
  WALLET_IMAGE_GRID_SIZE,
  WalletImageGrid,
  type WalletImageGridProps,
} from '../WalletImageGrid/WalletImageGrid'
export {
  WalletListItem,
  type WalletListItemProps,
  type WalletTag,
} from '../WalletListItem/WalletListItem'
