import type { View } from '@airlock/core'
import { ErrorState, Spinner } from '@airlock/ui'
import type { ReactElement } from 'react'
import { FeatureLater } from '../features/FeatureLater'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { ChunkView, type ViewChunk, viewChunk } from '../internal/preloadable'
import { Account } from '../views/Account/Account'
import { Connect } from '../views/Connect/Connect'
import { ConnectingExternal } from '../views/ConnectingExternal/ConnectingExternal'
import { Networks } from '../views/Networks/Networks'
import { UnsupportedChain } from '../views/UnsupportedChain/UnsupportedChain'

// The views that carry a heavy UI piece: All Wallets its virtual grid, the WalletConnect views the
// QR code. Each is a chunk of its own, so the first paint of the modal (Connect) does not wait for
// them; the open modal preloads them when idle (`preloadViews`), and they then render at once.
const allWallets = viewChunk(() =>
  import('../views/AllWallets/AllWallets').then((m) => m.AllWallets),
)
const connectingWalletConnect = viewChunk(() =>
  import('../views/ConnectingWalletConnect/ConnectingWalletConnect').then(
    (m) => m.ConnectingWalletConnect,
  ),
)
const connectingWalletConnectBasic = viewChunk(() =>
  import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic').then(
    (m) => m.ConnectingWalletConnectBasic,
  ),
)

/** Fetches the chunks of the views the open modal leads to next (All Wallets, WalletConnect). */
export function preloadViews(): Promise<unknown> {
  return Promise.all([
    allWallets.preload(),
    connectingWalletConnect.preload(),
    connectingWalletConnectBasic.preload(),
  ])
}

// Wallet features: one chunk each, fetched when their view first opens (SPEC.md §2).
const sendFeature = viewChunk(() => import('../features/send').then((m) => m.default))
const receiveFeature = viewChunk(() => import('../features/receive').then((m) => m.default))
const swapsFeature = viewChunk(() => import('../features/swaps').then((m) => m.default))
const onrampFeature = viewChunk(() => import('../features/onramp').then((m) => m.default))
// Embedded-wallet views (issue #6): each its own chunk, fetched when the flow reaches it.
const emailVerifyOtp = viewChunk(() =>
  import('../views/EmailVerifyOtp/EmailVerifyOtp').then((m) => m.default),
)
const emailVerifyDevice = viewChunk(() =>
  import('../views/EmailVerifyDevice/EmailVerifyDevice').then((m) => m.default),
)
const connectingSocial = viewChunk(() =>
  import('../views/ConnectingSocial/ConnectingSocial').then((m) => m.default),
)
const connectingFarcaster = viewChunk(() =>
  import('../views/ConnectingFarcaster/ConnectingFarcaster').then((m) => m.default),
)
const updateEmailWallet = viewChunk(() =>
  import('../views/UpdateEmailWallet/UpdateEmailWallet').then((m) => m.default),
)
const updateEmailOtp = viewChunk(() =>
  import('../views/UpdateEmailOtp/UpdateEmailOtp').then((m) => m.default),
)
const approveTransaction = viewChunk(() =>
  import('../views/ApproveTransaction/ApproveTransaction').then((m) => m.default),
)

/**
 * The current view's component; views later issues fill show the placeholder. Views in chunks of
 * their own render through `Chunk` (no Suspense: see `internal/preloadable.tsx`).
 */
export function ViewRouter({ view }: { view: View }): ReactElement | null {
  return render(view)
}

/** A view in its own chunk: a spinner while it loads, an error with `Try again` if it cannot. */
function Chunk({ chunk }: { chunk: ViewChunk<Record<string, never>> }): ReactElement | null {
  const { messages } = useAirlockInstance()
  return (
    <ChunkView
      chunk={chunk}
      props={{}}
      fallback={<ViewLoading />}
      failed={(retry) => (
        <ErrorState
          title={messages.somethingWentWrong}
          actionLabel={messages.tryAgain}
          onAction={retry}
        />
      )}
    />
  )
}

function ViewLoading(): ReactElement {
  const { messages } = useAirlockInstance()
  return <Spinner label={messages.loading} />
}

function render(view: View): ReactElement | null {
  switch (view) {
    case 'Connect':
      return <Connect />
    case 'ConnectingExternal':
      return <ConnectingExternal />
    case 'ConnectingWalletConnect':
      return <Chunk chunk={connectingWalletConnect} />
    case 'ConnectingWalletConnectBasic':
      return <Chunk chunk={connectingWalletConnectBasic} />
    case 'AllWallets':
      return <Chunk chunk={allWallets} />
    case 'Networks':
    case 'SwitchNetwork':
      return <Networks />
    case 'UnsupportedChain':
      return <UnsupportedChain />
    case 'Account':
      return <Account />
    case 'WalletSend':
      return <Chunk chunk={sendFeature} />
    case 'WalletReceive':
      return <Chunk chunk={receiveFeature} />
    case 'Swap':
      return <Chunk chunk={swapsFeature} />
    case 'OnRampProviders':
      return <Chunk chunk={onrampFeature} />
    case 'EmailVerifyOtp':
      return <Chunk chunk={emailVerifyOtp} />
    case 'EmailVerifyDevice':
      return <Chunk chunk={emailVerifyDevice} />
    case 'ConnectingSocial':
      return <Chunk chunk={connectingSocial} />
    case 'ConnectingFarcaster':
      return <Chunk chunk={connectingFarcaster} />
    case 'UpdateEmailWallet':
      return <Chunk chunk={updateEmailWallet} />
    case 'UpdateEmailPrimaryOtp':
    case 'UpdateEmailSecondaryOtp':
      return <Chunk chunk={updateEmailOtp} />
    case 'ApproveTransaction':
      return <Chunk chunk={approveTransaction} />
    default:
      return <FeatureLater />
  }
}
