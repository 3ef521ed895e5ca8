import { type AirlockCore, isConnected, type View } from '@airlock/core'
import { ErrorState, Spinner } from '@airlock/ui'
import type { ReactElement } from 'react'
import { FeatureLater } from '../features/FeatureLater'
import { useAirlockInstance } from '../hooks/useAirlockInstance'
import { ChunkView, type ViewChunk, viewChunk } from '../internal/preloadable'
import { apiClientsFor } from '../internal/useApiClients'
import { Connect } from '../views/Connect/Connect'
import { prefetchRegistryWallets } from '../views/Connect/useRegistryWallets'

// Connect is the one view in the page's first load: a first visit's click renders the wallet list
// with no code to fetch. Every other view is a chunk of its own; the open modal preloads the ones
// it leads to when idle (`preloadViews`), and they then render at once.
const connectingExternal = viewChunk(() =>
  import('../views/ConnectingExternal/ConnectingExternal').then((m) => m.ConnectingExternal),
)
// A connected visitor's modal opens on Account: `prepareOpening` fetches it on intent.
const account = viewChunk(() => import('../views/Account/Account').then((m) => m.Account))
const networks = viewChunk(() => import('../views/Networks/Networks').then((m) => m.Networks))
const unsupportedChain = viewChunk(() =>
  import('../views/UnsupportedChain/UnsupportedChain').then((m) => m.UnsupportedChain),
)
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

/**
 * Fetches the chunks of the views the modal leads to next: a wallet's connecting view, All
 * Wallets, the WalletConnect views, Account and Networks.
 */
export function preloadViews(): Promise<unknown> {
  return Promise.all([
    connectingExternal.preload(),
    account.preload(),
    networks.preload(),
    allWallets.preload(),
    connectingWalletConnect.preload(),
    connectingWalletConnectBasic.preload(),
  ])
}

/**
 * On intent (hover, focus of a connect or account button), readies what the modal opens on: for a
 * connected visitor the Account view's chunk, otherwise the Connect view's registry request.
 */
export function prepareOpening(core: AirlockCore): Promise<void> {
  if (isConnected(core)) return account.preload()
  prefetchRegistryWallets(core, apiClientsFor(core))
  return Promise.resolve()
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

const exportPrivateKey = viewChunk(() =>
  import('../views/ExportPrivateKey/ExportPrivateKey').then((m) => m.default),
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
      return <Chunk chunk={connectingExternal} />
    case 'ConnectingWalletConnect':
      return <Chunk chunk={connectingWalletConnect} />
    case 'ConnectingWalletConnectBasic':
      return <Chunk chunk={connectingWalletConnectBasic} />
    case 'AllWallets':
      return <Chunk chunk={allWallets} />
    case 'Networks':
    case 'SwitchNetwork':
      return <Chunk chunk={networks} />
    case 'UnsupportedChain':
      return <Chunk chunk={unsupportedChain} />
    case 'Account':
      return <Chunk chunk={account} />
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
    case 'ExportPrivateKey':
      return <Chunk chunk={exportPrivateKey} />
    default:
      return <FeatureLater />
  }
}
