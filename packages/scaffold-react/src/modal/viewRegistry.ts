import type { RouterData, View } from '@airlock/core'
import type { ComponentType } from 'react'
import { FeatureLater } from '../features/FeatureLater'
import { type ViewChunk, viewChunk } from '../internal/preloadable'
import type { AirlockMessageId, AirlockMessages } from '../messages/types'
import { Connect } from '../views/Connect/Connect'
import { socialLabel } from '../views/embeddedWallet/socialLabel'
import { accountView } from './accountView'

/** What the modal renders for a view: bundled with the modal, or a chunk loaded on first use. */
export type ViewSource =
  | { readonly eager: ComponentType }
  | { readonly chunk: ViewChunk<Record<string, never>> }

/**
 * How the modal's header treats a view.
 * - `back`: the back arrow shows when the router has a view to go back to.
 * - `close`: `closes`; `shakes` (a close attempt is refused and the modal shakes); or
 *   `lockedUntilSignedIn` (disabled, and a close attempt shakes, while sign-in is required and there
 *   is no session). Core's `closeModal` enforces the refusals; the registry test holds the two in step.
 */
export type ViewHeader = {
  readonly back: boolean
  readonly close: 'closes' | 'shakes' | 'lockedUntilSignedIn'
}

/** The header title: a catalogue id, or words from the router's data (the wallet being connected). */
export type ViewTitle =
  | AirlockMessageId
  | ((messages: AirlockMessages, data: Readonly<RouterData> | undefined) => string)

/** One view of the modal. */
export type ViewEntry = {
  readonly source: ViewSource
  readonly title: ViewTitle
  readonly header: ViewHeader
  /** Fetched once the modal has opened (or the page is idle with `preloadModal: 'idle'`). */
  readonly preloadOnOpen?: true
}

const HEADER: ViewHeader = { back: true, close: 'closes' }
const SIGN_IN_GATE: ViewHeader = { back: true, close: 'lockedUntilSignedIn' }

// Connect is the one view in the page's first load: a first visit's click renders the wallet list
// with no code to fetch. Every other view is a chunk of its own (scripts/check-chunks.mjs guards
// it: every `import()` in this file must stay out of the first load).
const connect: ViewSource = { eager: Connect }
const networks: ViewSource = {
  chunk: viewChunk(() => import('../views/Networks/Networks').then((m) => m.Networks)),
}
const updateEmailOtp: ViewSource = {
  chunk: viewChunk(() => import('../views/UpdateEmailOtp/UpdateEmailOtp').then((m) => m.default)),
}

// Views not built yet show the placeholder, and only through here; issue 18 replaces each entry.
const NOT_BUILT_YET: ViewSource = { eager: FeatureLater }
const notBuiltYet = (title: AirlockMessageId): ViewEntry => ({
  source: NOT_BUILT_YET,
  title,
  header: HEADER,
})

/**
 * Every view of the modal, one entry per router view id: what renders, the header's title and
 * rules, and whether the open modal preloads it. The router, the header and the preloading read
 * this; adding a view means adding its entry here (a view id without one fails to typecheck).
 */
export const VIEW_REGISTRY: { readonly [view in View]: ViewEntry } = {
  Connect: { source: connect, title: 'connectWalletTitle', header: HEADER },
  ConnectingExternal: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ConnectingExternal/ConnectingExternal').then((m) => m.ConnectingExternal),
      ),
    },
    title: (messages, data) =>
      data?.connector?.name || data?.wallet?.name || messages.connectWalletTitle,
    header: HEADER,
    preloadOnOpen: true,
  },
  ConnectingWalletConnect: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ConnectingWalletConnect/ConnectingWalletConnect').then(
          (m) => m.ConnectingWalletConnect,
        ),
      ),
    },
    title: (messages, data) => data?.wallet?.name ?? messages.walletConnectName,
    header: HEADER,
    preloadOnOpen: true,
  },
  ConnectingWalletConnectBasic: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic').then(
          (m) => m.ConnectingWalletConnectBasic,
        ),
      ),
    },
    title: 'walletConnectName',
    header: HEADER,
    preloadOnOpen: true,
  },
  AllWallets: {
    source: {
      chunk: viewChunk(() => import('../views/AllWallets/AllWallets').then((m) => m.AllWallets)),
    },
    title: 'allWalletsTitle',
    header: HEADER,
    preloadOnOpen: true,
  },
  // A connected visitor's modal opens here: `prepareOpening` also fetches it on intent.
  Account: {
    source: { chunk: accountView },
    title: 'accountTitle',
    header: HEADER,
    preloadOnOpen: true,
  },
  Networks: { source: networks, title: 'networksTitle', header: HEADER, preloadOnOpen: true },
  SwitchNetwork: { source: networks, title: 'switchNetworkTitle', header: HEADER },
  // Left only by switching to a supported network (core leaves the view then): no way back.
  UnsupportedChain: {
    source: {
      chunk: viewChunk(() =>
        import('../views/UnsupportedChain/UnsupportedChain').then((m) => m.UnsupportedChain),
      ),
    },
    title: 'unsupportedChainTitle',
    header: { back: false, close: 'shakes' },
  },
  // Back (or close) from here rejects the pending requests (core's watchEmbeddedWallet).
  ApproveTransaction: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ApproveTransaction/ApproveTransaction').then((m) => m.default),
      ),
    },
    title: 'approveTransactionTitle',
    header: SIGN_IN_GATE,
  },
  // Wallet features: one chunk each, fetched when their view first opens.
  WalletSend: {
    source: { chunk: viewChunk(() => import('../features/send').then((m) => m.default)) },
    title: 'sendTitle',
    header: HEADER,
  },
  WalletSendPreview: {
    source: {
      chunk: viewChunk(() => import('../features/send').then((m) => m.WalletSendPreview)),
    },
    title: 'sendPreviewTitle',
    header: HEADER,
  },
  WalletReceive: {
    source: { chunk: viewChunk(() => import('../features/receive').then((m) => m.default)) },
    title: 'receiveTitle',
    header: HEADER,
  },
  Swap: {
    source: { chunk: viewChunk(() => import('../features/swaps').then((m) => m.default)) },
    title: 'swapTitle',
    header: HEADER,
  },
  OnRampProviders: {
    source: { chunk: viewChunk(() => import('../features/onramp').then((m) => m.default)) },
    title: 'buyCryptoTitle',
    header: HEADER,
  },
  // Embedded-wallet views: each its own chunk, fetched when the flow reaches it.
  EmailVerifyOtp: {
    source: {
      chunk: viewChunk(() =>
        import('../views/EmailVerifyOtp/EmailVerifyOtp').then((m) => m.default),
      ),
    },
    title: 'enterOtpTitle',
    header: HEADER,
  },
  EmailVerifyDevice: {
    source: {
      chunk: viewChunk(() =>
        import('../views/EmailVerifyDevice/EmailVerifyDevice').then((m) => m.default),
      ),
    },
    title: 'verifyDeviceTitle',
    header: HEADER,
  },
  ConnectingSocial: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ConnectingSocial/ConnectingSocial').then((m) => m.default),
      ),
    },
    title: (messages, data) =>
      data?.socialProvider
        ? socialLabel(messages, data.socialProvider)
        : messages.connectWalletTitle,
    header: HEADER,
  },
  ConnectingFarcaster: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ConnectingFarcaster/ConnectingFarcaster').then((m) => m.default),
      ),
    },
    title: 'socialFarcaster',
    header: HEADER,
  },
  UpdateEmailWallet: {
    source: {
      chunk: viewChunk(() =>
        import('../views/UpdateEmailWallet/UpdateEmailWallet').then((m) => m.default),
      ),
    },
    title: 'updateEmailTitle',
    header: HEADER,
  },
  UpdateEmailPrimaryOtp: {
    source: updateEmailOtp,
    title: 'confirmCurrentEmailTitle',
    header: HEADER,
  },
  UpdateEmailSecondaryOtp: {
    source: updateEmailOtp,
    title: 'confirmNewEmailTitle',
    header: HEADER,
  },
  ExportPrivateKey: {
    source: {
      chunk: viewChunk(() =>
        import('../views/ExportPrivateKey/ExportPrivateKey').then((m) => m.default),
      ),
    },
    title: 'exportPrivateKeyTitle',
    header: HEADER,
  },

  Transactions: {
    source: {
      chunk: viewChunk(() => import('../views/Transactions/Transactions').then((m) => m.default)),
    },
    title: 'activityTitle',
    header: HEADER,
  },

  // Names (issue 18): the form, then the success view core pushes before the wallet signs.
  RegisterAccountName: {
    source: {
      chunk: viewChunk(() =>
        import('../views/RegisterAccountName/RegisterAccountName').then((m) => m.default),
      ),
    },
    title: 'registerAccountNameTitle',
    header: HEADER,
  },
  RegisterAccountNameSuccess: {
    source: {
      chunk: viewChunk(() =>
        import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess').then(
          (m) => m.default,
        ),
      ),
    },
    title: 'registerAccountNameSuccessTitle',
    // The name is registered: back would return to the spent form.
    header: { back: false, close: 'closes' },
  },

  // Not built yet: the placeholder, until issue 18 builds each view. The titles are today's
  // (`Connect Wallet` where the catalogue has no words for the view yet).
  SIWXSignMessage: { source: NOT_BUILT_YET, title: 'signInTitle', header: SIGN_IN_GATE },
  ConnectingSiwe: notBuiltYet('connectWalletTitle'),
  AccountSettings: notBuiltYet('connectWalletTitle'),
  SwitchAccountType: notBuiltYet('connectWalletTitle'),
  Profile: notBuiltYet('connectWalletTitle'),
  WalletCompatibleNetworks: notBuiltYet('connectWalletTitle'),
  SwapPreview: notBuiltYet('connectWalletTitle'),
  SwapSelectToken: notBuiltYet('connectWalletTitle'),
  OnRampActivity: notBuiltYet('connectWalletTitle'),
  OnRampTokenSelect: notBuiltYet('connectWalletTitle'),
  OnRampFiatSelect: notBuiltYet('connectWalletTitle'),
  BuyInProgress: notBuiltYet('connectWalletTitle'),
  WhatIsAWallet: notBuiltYet('connectWalletTitle'),
  WhatIsANetwork: notBuiltYet('connectWalletTitle'),
  GetWallet: notBuiltYet('connectWalletTitle'),
  Downloads: notBuiltYet('connectWalletTitle'),
  ConnectWallets: notBuiltYet('connectWalletTitle'),
  ConnectSocials: notBuiltYet('connectWalletTitle'),
}
