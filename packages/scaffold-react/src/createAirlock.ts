import {
  type AirlockCore,
  type AirlockOptions,
  type CreateAirlockCoreErrorType,
  closeModal,
  createAirlockCore,
  en,
  type OpenModalParameters,
  openModal,
  resolveLocale,
  type View,
} from '@airlock/core'
import { localizeAirlock } from './messages/localizeAirlock'
import type { AirlockMessages } from './messages/types'

export type CreateAirlockParameters = AirlockOptions & {
  /**
   * Do not append the modal to `document.body`: render `<AirlockModal/>` yourself (or
   * `<AirlockModal inline/>` to embed it in the page).
   */
  disableAppend?: boolean
  /**
   * The modal's language, a BCP 47 tag: the closest supported locale is used (`de-AT` -> `de`;
   * supported: `SUPPORTED_LOCALES`, else English). Default `en`. Its catalogue is a chunk of its
   * own, loaded when chosen; an RTL locale (`ar`) mirrors the modal (`dir="rtl"`).
   */
  locale?: string
  /**
   * Per-string overrides, by id, on top of the locale's words (`{ connectWalletTitle: 'Sign in' }`).
   * An override's `{name}` placeholders are filled as written (ICU plurals need a catalogue).
   */
  messages?: { readonly [K in keyof AirlockMessages]?: string | undefined }
  /**
   * When the code of the views the modal leads to (a wallet's connecting view, All Wallets,
   * WalletConnect, Account, Networks) loads before the modal first opens; the modal and its Connect
   * view always come with the page. `'intent'` (default): once the modal has opened (Account on
   * hover or focus of the account button), so a first visit makes no request until the visitor
   * shows intent. `'idle'`: also once the page has loaded and the main
   * thread is idle; a visitor with data saver on is never sent it early.
   */
  preloadModal?: 'idle' | 'intent'
}

/** What {@link createAirlock} returns: the core instance plus what the React pieces need. */
export type Airlock = {
  /** The framework-agnostic instance; pass it to any `@airlock/core` action. */
  readonly core: AirlockCore
  /** Opens the modal, on `view` when given (default: Account when connected, else Connect). */
  open(view?: View | OpenModalParameters): void
  /** Closes the modal; `false` when the close was refused (the modal shook). */
  close(): boolean
  /** Whether the provider leaves the modal out of `document.body`. */
  readonly disableAppend: boolean
  /** The catalogue the modal's views read (English with the overrides until the locale loads). */
  readonly messages: AirlockMessages
  /** The supported locale chosen by `createAirlock({ locale })` (`en`, `de`, `ar`). */
  readonly locale: string
  /** The modal's writing direction in that locale (`ltr` until an RTL locale has loaded). */
  readonly dir: 'ltr' | 'rtl'
  /** The dapp's per-string overrides, kept for the locale's catalogue once it loads. */
  readonly messageOverrides: { readonly [K in keyof AirlockMessages]?: string | undefined }
  /** When the modal's code loads before its first opening (see `createAirlock`). */
  readonly preloadModal: 'idle' | 'intent'
}

export type CreateAirlockReturnType = Airlock

export type CreateAirlockErrorType = CreateAirlockCoreErrorType

/**
 * Creates an Airlock for a React app: the core instance with the modal options and
 * the adapters, and `open`/`close`. Safe on a server: nothing here touches `window` or
 * `document`. A missing project id shows the `Project ID Not Configured` alert in the modal;
 * `siweConfig` with `siwx` throws. Create it once, outside components.
 *
 * @example
 * const airlock = createAirlock({
 *   projectId: 'airlock-demo',
 *   networks: [mainnet, base],
 *   adapters: [createEvmAdapter()],
 * })
 * // <AirlockProvider airlock={airlock}><ConnectButton /></AirlockProvider>
 */
export function createAirlock(parameters: CreateAirlockParameters): CreateAirlockReturnType {
  const {
    disableAppend = false,
    locale,
    messages = {},
    preloadModal = 'intent',
    ...options
  } = parameters
  const core = createAirlockCore(options)
  const defined = Object.fromEntries(
    Object.entries(messages).filter(([, value]) => typeof value === 'string'),
  )
  const airlock: Airlock = {
    core,
    open: (view) => openModal(core, typeof view === 'string' ? { view } : view),
    close: () => closeModal(core),
    disableAppend,
    messages: { ...en, ...defined },
    locale: resolveLocale(locale),
    dir: 'ltr',
    messageOverrides: messages,
    preloadModal,
  }
  // Another locale's chunk starts loading now in the browser, so it is usually there by the
  // provider's first render (no English flash); on a server the page renders in English.
  if (airlock.locale !== 'en' && typeof window !== 'undefined') localizeAirlock(airlock)
  return airlock
}
