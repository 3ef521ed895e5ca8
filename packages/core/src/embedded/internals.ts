import type { EmbeddedFrame } from './types'

/** The embedded wallet's per-instance internals kept outside the proxy (not state). */
export type EmbeddedInternals = {
  /** The frame, loading or loaded; `undefined` before first use or after a failed load. */
  frame: Promise<EmbeddedFrame> | undefined
  /** Timers of the refusal signal (cleared with the instance). */
  readonly timers: Set<ReturnType<typeof setTimeout>>
  /** Aborts the local wait of each unanswered unsafe request, by request id. */
  readonly requests: Map<string, AbortController>
  /** Whether ApproveTransaction was on show for the pending requests (leaving it cancels them). */
  approvalShown: boolean
  /** Stops the social login in progress. */
  stopSocial: (() => void) | undefined
  /** Stops the Farcaster login in progress. */
  stopFarcaster: (() => void) | undefined
}

/** Fresh internals for a new core. */
export function createEmbeddedInternals(): EmbeddedInternals {
  return {
    frame: undefined,
    timers: new Set(),
    requests: new Map(),
    approvalShown: false,
    stopSocial: undefined,
    stopFarcaster: undefined,
  }
}
