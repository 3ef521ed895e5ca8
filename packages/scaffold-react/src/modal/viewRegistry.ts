import type { RouterData, View } from '@airlock/core'
import type { ComponentType } from 'react'
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
  chunk: viewChunk(
    () => import('../views/Networks/Networks'),
    (m) => m.Networks,
  ),
}
const updateEmailOtp: ViewSource = {
  chunk: viewChunk(
    () => import('../views/UpdateEmailOtp/UpdateEmailOtp'),
    (m) => m.default,
  ),
}

/**
 * Every view of the modal, one entry per router view id: what renders, the header's title and
 * rules, and whether the open modal preloads it. The router, the header and the preloading read
 * this; adding a view means adding its entry here (a view id without one fails to typecheck).
 */
export const VIEW_REGISTRY: { readonly [view in View]: ViewEntry } = {
  Connect: { source: connect, title: 'connectWalletTitle', header: HEADER },
  ConnectingExternal: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectingExternal/ConnectingExternal'),
        (m) => m.ConnectingExternal,
      ),
    },
    title: (messages, data) =>
      data?.connector?.name || data?.wallet?.name || messages.connectWalletTitle,
    header: HEADER,
    preloadOnOpen: true,
  },
  ConnectingWalletConnect: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectingWalletConnect/ConnectingWalletConnect'),
        (m) => m.ConnectingWalletConnect,
      ),
    },
    title: (messages, data) => data?.wallet?.name ?? messages.walletConnectName,
    header: HEADER,
    preloadOnOpen: true,
  },
  ConnectingWalletConnectBasic: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectingWalletConnectBasic/ConnectingWalletConnectBasic'),
        (m) => m.ConnectingWalletConnectBasic,
      ),
    },
    title: 'walletConnectName',
    header: HEADER,
    preloadOnOpen: true,
  },
  AllWallets: {
    source: {
      chunk: viewChunk(
        () => import('../views/AllWallets/AllWallets'),
        (m) => m.AllWallets,
      ),
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
      chunk: viewChunk(
        () => import('../views/UnsupportedChain/UnsupportedChain'),
        (m) => m.UnsupportedChain,
      ),
    },
    title: 'unsupportedChainTitle',
    header: { back: false, close: 'shakes' },
  },
  // Back (or close) from here rejects the pending requests (core's watchEmbeddedWallet).
  ApproveTransaction: {
    source: {
      chunk: viewChunk(
        () => import('../views/ApproveTransaction/ApproveTransaction'),
        (m) => m.default,
      ),
    },
    title: 'approveTransactionTitle',
    header: SIGN_IN_GATE,
  },
  // Wallet features: one chunk each, fetched when their view first opens.
  WalletSend: {
    source: {
      chunk: viewChunk(
        () => import('../features/send'),
        (m) => m.default,
      ),
    },
    title: 'sendTitle',
    header: HEADER,
  },
  WalletSendPreview: {
    source: {
      chunk: viewChunk(
        () => import('../features/send'),
        (m) => m.WalletSendPreview,
      ),
    },
    title: 'sendPreviewTitle',
    header: HEADER,
  },
  WalletReceive: {
    source: {
      chunk: viewChunk(
        () => import('../features/receive'),
        (m) => m.default,
      ),
    },
    title: 'receiveTitle',
    header: HEADER,
  },
  Swap: {
    source: {
      chunk: viewChunk(
        () => import('../features/swaps'),
        (m) => m.default,
      ),
    },
    title: 'swapTitle',
    header: HEADER,
  },
  SwapSelectToken: {
    source: {
      chunk: viewChunk(
        () => import('../features/swaps'),
        (m) => m.SwapSelectToken,
      ),
    },
    title: 'swapSelectToken',
    header: HEADER,
  },
  SwapPreview: {
    source: {
      chunk: viewChunk(
        () => import('../features/swaps'),
        (m) => m.SwapPreview,
      ),
    },
    title: 'swapPreviewTitle',
    header: HEADER,
  },
  OnRampProviders: {
    source: {
      chunk: viewChunk(
        () => import('../features/onramp'),
        (m) => m.default,
      ),
    },
    title: 'buyCryptoTitle',
    header: HEADER,
  },
  OnRampTokenSelect: {
    source: {
      chunk: viewChunk(
        () => import('../features/onramp'),
        (m) => m.OnRampTokenSelect,
      ),
    },
    title: 'onrampSelectToken',
    header: HEADER,
  },
  OnRampFiatSelect: {
    source: {
      chunk: viewChunk(
        () => import('../features/onramp'),
        (m) => m.OnRampFiatSelect,
      ),
    },
    title: 'onrampSelectCurrency',
    header: HEADER,
  },
  BuyInProgress: {
    source: {
      chunk: viewChunk(
        () => import('../features/onramp'),
        (m) => m.BuyInProgress,
      ),
    },
    title: 'buyInProgressTitle',
    header: HEADER,
  },
  OnRampActivity: {
    source: {
      chunk: viewChunk(
        () => import('../features/onramp'),
        (m) => m.OnRampActivity,
      ),
    },
    title: 'onrampActivityTitle',
    header: HEADER,
  },
  // Embedded-wallet views: each its own chunk, fetched when the flow reaches it.
  EmailVerifyOtp: {
    source: {
      chunk: viewChunk(
        () => import('../views/EmailVerifyOtp/EmailVerifyOtp'),
        (m) => m.default,
      ),
    },
    title: 'enterOtpTitle',
    header: HEADER,
  },
  EmailVerifyDevice: {
    source: {
      chunk: viewChunk(
        () => import('../views/EmailVerifyDevice/EmailVerifyDevice'),
        (m) => m.default,
      ),
    },
    title: 'verifyDeviceTitle',
    header: HEADER,
  },
  ConnectingSocial: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectingSocial/ConnectingSocial'),
        (m) => m.default,
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
      chunk: viewChunk(
        () => import('../views/ConnectingFarcaster/ConnectingFarcaster'),
        (m) => m.default,
      ),
    },
    title: 'socialFarcaster',
    header: HEADER,
  },
  UpdateEmailWallet: {
    source: {
      chunk: viewChunk(
        () => import('../views/UpdateEmailWallet/UpdateEmailWallet'),
        (m) => m.default,
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
      chunk: viewChunk(
        () => import('../views/ExportPrivateKey/ExportPrivateKey'),
        (m) => m.default,
      ),
    },
    title: 'exportPrivateKeyTitle',
    header: HEADER,
  },

  Transactions: {
    source: {
      chunk: viewChunk(
        () => import('../views/Transactions/Transactions'),
        (m) => m.default,
      ),
    },
    title: 'activityTitle',
    header: HEADER,
  },

  // Names (issue 18): the form, then the success view core pushes before the wallet signs.
  RegisterAccountName: {
    source: {
      chunk: viewChunk(
        () => import('../views/RegisterAccountName/RegisterAccountName'),
        (m) => m.default,
      ),
    },
    title: 'registerAccountNameTitle',
    header: HEADER,
  },
  RegisterAccountNameSuccess: {
    source: {
      chunk: viewChunk(
        () => import('../views/RegisterAccountNameSuccess/RegisterAccountNameSuccess'),
        (m) => m.default,
      ),
    },
    title: 'registerAccountNameSuccessTitle',
    // The name is registered: back would return to the spent form.
    header: { back: false, close: 'closes' },
  },

  // The generic views (issue 18): account settings and type, profile, help, downloads, and the
  // full wallet and social lists of a collapsed Connect view.
  AccountSettings: {
    source: {
      chunk: viewChunk(
        () => import('../views/AccountSettings/AccountSettings'),
        (m) => m.default,
      ),
    },
    title: 'accountSettingsTitle',
    header: HEADER,
  },
  SwitchAccountType: {
    source: {
      chunk: viewChunk(
        () => import('../views/SwitchAccountType/SwitchAccountType'),
        (m) => m.default,
      ),
    },
    title: 'switchAccountTypeTitle',
    header: HEADER,
  },
  Profile: {
    source: {
      chunk: viewChunk(
        () => import('../views/Profile/Profile'),
        (m) => m.default,
      ),
    },
    title: 'profileTitle',
    header: HEADER,
  },
  WalletCompatibleNetworks: {
    source: {
      chunk: viewChunk(
        () => import('../views/WalletCompatibleNetworks/WalletCompatibleNetworks'),
        (m) => m.default,
      ),
    },
    title: 'compatibleNetworksTitle',
    header: HEADER,
  },
  WhatIsAWallet: {
    source: {
      chunk: viewChunk(
        () => import('../views/WhatIsAWallet/WhatIsAWallet'),
        (m) => m.default,
      ),
    },
    title: 'whatIsAWalletTitle',
    header: HEADER,
  },
  WhatIsANetwork: {
    source: {
      chunk: viewChunk(
        () => import('../views/WhatIsANetwork/WhatIsANetwork'),
        (m) => m.default,
      ),
    },
    title: 'whatIsANetworkTitle',
    header: HEADER,
  },
  GetWallet: {
    source: {
      chunk: viewChunk(
        () => import('../views/GetWallet/GetWallet'),
        (m) => m.default,
      ),
    },
    title: 'getWalletTitle',
    header: HEADER,
  },
  Downloads: {
    source: {
      chunk: viewChunk(
        () => import('../views/Downloads/Downloads'),
        (m) => m.default,
      ),
    },
    title: (messages, data) => data?.wallet?.name ?? messages.downloadsTitle,
    header: HEADER,
  },
  ConnectWallets: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectWallets/ConnectWallets'),
        (m) => m.default,
      ),
    },
    title: 'connectWalletsTitle',
    header: HEADER,
  },
  ConnectSocials: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectSocials/ConnectSocials'),
        (m) => m.default,
      ),
    },
    title: 'connectSocialsTitle',
    header: HEADER,
  },
  // Sign-in with the wallet: core opens one of these after connect; closing waits for a session
  // while sign-in is required.
  SIWXSignMessage: {
    source: {
      chunk: viewChunk(
        () => import('../views/SIWXSignMessage/SIWXSignMessage'),
        (m) => m.default,
      ),
    },
    title: 'signInTitle',
    header: SIGN_IN_GATE,
  },
  ConnectingSiwe: {
    source: {
      chunk: viewChunk(
        () => import('../views/ConnectingSiwe/ConnectingSiwe'),
        (m) => m.default,
      ),
    },
    title: 'signInTitle',
    header: SIGN_IN_GATE,
  },
}
