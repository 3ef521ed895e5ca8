import type { RouterData, View } from '@airlock/core'
import type { AirlockMessageId, AirlockMessages } from '../messages/types'
import { socialLabel } from '../views/embeddedWallet/socialLabel'

const TITLES: Partial<Record<View, AirlockMessageId>> = {
  Connect: 'connectWalletTitle',
  AllWallets: 'allWalletsTitle',
  Account: 'accountTitle',
  Networks: 'networksTitle',
  SwitchNetwork: 'switchNetworkTitle',
  UnsupportedChain: 'unsupportedChainTitle',
  ApproveTransaction: 'approveTransactionTitle',
  SIWXSignMessage: 'signInTitle',
  RegisterAccountName: 'registerAccountNameTitle',
  RegisterAccountNameSuccess: 'registerAccountNameSuccessTitle',
  Swap: 'swapTitle',
  WalletSend: 'sendTitle',
  WalletReceive: 'receiveTitle',
  OnRampProviders: 'buyCryptoTitle',
  Transactions: 'activityTitle',
  EmailVerifyOtp: 'enterOtpTitle',
  UpdateEmailWallet: 'updateEmailTitle',
  EmailVerifyDevice: 'verifyDeviceTitle',
  ConnectingFarcaster: 'socialFarcaster',
  UpdateEmailPrimaryOtp: 'confirmCurrentEmailTitle',
  UpdateEmailSecondaryOtp: 'confirmNewEmailTitle',
  ExportPrivateKey: 'exportPrivateKeyTitle',
}

/** The header title of a view: the wallet's name while connecting, else the catalogue's words. */
export function getViewTitle(
  messages: AirlockMessages,
  view: View,
  data: Readonly<RouterData> | undefined,
): string {
  if (view === 'ConnectingWalletConnectBasic') return messages.walletConnectName
  if (view === 'ConnectingWalletConnect') return data?.wallet?.name ?? messages.walletConnectName
  if (view === 'ConnectingExternal') {
    const name = data?.connector?.name ?? data?.wallet?.name
    if (name) return name
  }
  if (view === 'ConnectingSocial' && data?.socialProvider) {
    return socialLabel(messages, data.socialProvider)
  }
  return messages[TITLES[view] ?? 'connectWalletTitle']
}
