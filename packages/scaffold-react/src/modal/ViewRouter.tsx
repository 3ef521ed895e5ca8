import type { View } from '@airlock/core'
import { Spinner } from '@airlock/ui'
import { lazy, type ReactElement, Suspense } from 'react'
import { FeatureLater } from '../features/FeatureLater'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { Account } from '../views/Account/Account'
import { AllWallets } from '../views/AllWallets/AllWallets'
import { Connect } from '../views/Connect/Connect'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal'
import { ConnectingWalletConnect } from '../views/ConnectingWalletConnect/ConnectingWalletConnect'
import { ConnectingWalletConnectBasic } from '../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'
import { Networks } from '../views/Networks/Networks'
import { UnsupportedChain } from '../views/UnsupportedChain/UnsupportedChain'

// Wallet features: one chunk each, fetched when their view first opens (SPEC.md §2).
const SendFeature = lazy(() => import('../features/send'))
const ReceiveFeature = lazy(() => import('../features/receive'))
const SwapsFeature = lazy(() => import('../features/swaps'))
const OnrampFeature = lazy(() => import('../features/onramp'))
// Embedded-wallet views (issue #6): each its own chunk, fetched when the flow reaches it.
const EmailVerifyOtp = lazy(() => import('../views/EmailVerifyOtp/EmailVerifyOtp'))
const EmailVerifyDevice = lazy(() => import('../views/EmailVerifyDevice/EmailVerifyDevice'))
const ConnectingSocial = lazy(() => import('../views/ConnectingSocial/ConnectingSocial'))
const ConnectingFarcaster = lazy(() => import('../views/ConnectingFarcaster/ConnectingFarcaster'))
const UpdateEmailWallet = lazy(() => import('../views/UpdateEmailWallet/UpdateEmailWallet'))
const UpdateEmailOtp = lazy(() => import('../views/UpdateEmailOtp/UpdateEmailOtp'))
const ApproveTransaction = lazy(() => import('../views/ApproveTransaction/ApproveTransaction'))

/** The current view's component; views later issues fill show the placeholder. */
export function ViewRouter({ view }: { view: View }): ReactElement {
  const { messages } = useAirlockInstance()
  return <Suspense fallback={<Spinner label={messages.loading} />}>{render(view)}</Suspense>
}

function render(view: View): ReactElement | null {
  switch (view) {
    case 'Connect':
      return <Connect />
    case 'ConnectingExternal':
      return <ConnectingExternal />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnect />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectBasic />
    case 'AllWallets':
      return <AllWallets />
    case 'Networks':
    case 'SwitchNetwork':
      return <Networks />
    case 'UnsupportedChain':
      return <UnsupportedChain />
    case 'Account':
      return <Account />
    case 'WalletSend':
      return <SendFeature />
    case 'WalletReceive':
      return <ReceiveFeature />
    case 'Swap':
      return <SwapsFeature />
    case 'OnRampProviders':
      return <OnrampFeature />
    case 'EmailVerifyOtp':
      return <EmailVerifyOtp />
    case 'EmailVerifyDevice':
      return <EmailVerifyDevice />
    case 'ConnectingSocial':
      return <ConnectingSocial />
    case 'ConnectingFarcaster':
      return <ConnectingFarcaster />
    case 'UpdateEmailWallet':
      return <UpdateEmailWallet />
    case 'UpdateEmailPrimaryOtp':
    case 'UpdateEmailSecondaryOtp':
      return <UpdateEmailOtp />
    case 'ApproveTransaction':
      return <ApproveTransaction />
    default:
      return <FeatureLater />
  }
}
