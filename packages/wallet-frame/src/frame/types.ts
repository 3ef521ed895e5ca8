import type { AppEventName, AppEventPayloads, FrameReplyPayloads } from '../protocol/types'

/** Options of one frame request. */
export type FrameRequestOptions = {
  /**
   * Abort the request after this many ms. Default: 30000 for the timed requests
   * (`FRAME_TIMED_REQUESTS`), none for the others.
   */
  timeoutMs?: number | undefined
  /** Runs when the time-out passes, before the request is aborted. */
  onTimeout?: (() => void) | undefined
  /** Aborts the request (rejects with `Request was aborted`). */
  signal?: AbortSignal | undefined
  /**
   * The request's id (1-64 of `[A-Za-z0-9_-]`). Default: a fresh `crypto.randomUUID()`. Give one
   * when you need to name the request later, as CANCEL_REQUEST{requestId} does.
   */
  id?: string | undefined
}

/** The arguments after the event name: the payload (omitted for events without one), options. */
export type FrameRequestArgs<K extends AppEventName> = undefined extends AppEventPayloads[K]
  ? [payload?: AppEventPayloads[K], options?: FrameRequestOptions]
  : [payload: AppEventPayloads[K], options: FrameRequestOptions] | [payload: AppEventPayloads[K]]

/** A request that is waiting for its reply. */
export type PendingFrameRequest = {
  readonly id: string
  readonly name: AppEventName
  readonly payload: unknown
}

/** The frame's own events a page can subscribe to. */
export type WalletFrameEvents = {
  /** The frame posted READY (the frame counts as ready 500 ms later). */
  READY: { version: string | number }
  /** The frame's session token changed. */
  SESSION_UPDATE: { token: string }
}

/** The hidden secure frame and its request channel. */
export type WalletFrame = {
  /** The `w3m-iframe` element. */
  readonly iframe: HTMLIFrameElement
  /** The secure site's origin: the only origin messages are accepted from and posted to. */
  readonly origin: string
  /** Resolves once the frame is ready (READY + 500 ms); rejects with `Unable to load email login dependency`. */
  ready(): Promise<void>
  /** Whether {@link WalletFrame.ready} has resolved. */
  isReady(): boolean
  /**
   * Sends an app event and resolves with its success reply's payload; rejects with the error
   * reply (`An error occurred` without a message) or `Request was aborted`. Waits for the frame.
   */
  request<K extends AppEventName>(
    name: K,
    ...args: FrameRequestArgs<K>
  ): Promise<FrameReplyPayloads[K]>
  /** Aborts the pending requests `filter` selects (all without one); returns how many. */
  abort(filter?: (request: PendingFrameRequest) => boolean): number
  /** Subscribes to READY or SESSION_UPDATE; returns the unsubscribe function. */
  on<E extends keyof WalletFrameEvents>(
    event: E,
    listener: (payload: WalletFrameEvents[E]) => void,
  ): () => void
  /**
   * Shows the frame over `anchor` (fixed position, following its size and place on resize and
   * scroll), with `title` for screen readers, and moves focus into it. The iframe stays where it
   * is in the body: moving an iframe to another parent would reload it.
   */
  show(anchor: Element, options?: { title?: string | undefined }): void
  /** Hides the frame again (and stops following the anchor). */
  hide(): void
  /** Removes the iframe and the listeners and aborts every pending request. */
  destroy(): void
}
