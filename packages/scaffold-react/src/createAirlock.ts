import {
  type AirlockCore,
  type AirlockOptions,
  type CreateAirlockCoreErrorType,
  closeModal,
  createAirlockCore,
  en,
  type OpenModalParameters,
  openModal,
  type View,
} from '@airlock/core'
import type { AirlockMessages } from './messages/types'

export type CreateAirlockParameters = AirlockOptions & {
  /**
   * Do not append the modal to `document.body`: render `<AirlockModal/>` yourself (or
   * `<AirlockModal inline/>` to embed it in the page). SPEC.md §2.
   */
  disableAppend?: boolean
  /** Words to use instead of the English ones, by id (a locale). */
  messages?: Partial<AirlockMessages>
  /**
   * When the code of the views the modal leads to (a wallet's connecting view, All Wallets,
   * WalletConnect, Account, Networks) loads before the modal first opens; the modal and its Connect
   * view always come with the page. `'intent'` (default): once the modal has opened (Account on
   * hover or focus of the account button), so a first visit makes no request until the visitor
   * shows intent (DESIGN.md "Performance"). `'idle'`: also once the page has loaded and the main
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
  /** Closes the modal; `false` when the close was refused (the modal shook). SPEC.md §2. */
  close(): boolean
  /** Whether the provider leaves the modal out of `document.body`. */
  readonly disableAppend: boolean
  /** The catalogue the modal's views read. */
  readonly messages: AirlockMessages
  /** When the modal's code loads before its first opening (see `createAirlock`). */
  readonly preloadModal: 'idle' | 'intent'
}

export type CreateAirlockReturnType = Airlock

export type CreateAirlockErrorType = CreateAirlockCoreErrorType

/**
 * Creates an Airlock for a React app: the core instance with the modal options of SPEC.md §3 and
 * the adapters, and `open`/`close`. Safe on a server: nothing here touches `window` or
 * `document`. A missing project id shows the `Project ID Not Configured` alert in the modal;
 * `siweConfig` with `siwx` throws (SPEC.md §5). Create it once, outside components.
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
  const { disableAppend = false, messages, preloadModal = 'intent', ...options } = parameters
  const core = createAirlockCore(options)
  return {
    core,
    open: (view) => openModal(core, typeof view === 'string' ? { view } : view),
    close: () => closeModal(core),
    disableAppend,
    messages: { ...en, ...messages },
    preloadModal,
  }
}
