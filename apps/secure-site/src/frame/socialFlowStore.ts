import { FRAME_STORAGE_KEYS, type FrameStorage } from './types'

/** A social login's flow as the frame keeps it: its PKCE verifier and when it started. */
type KeptFlow = { verifier: string; at: number }

// As long as the server keeps the flow (FLOW_TTL_MS), and never more than a handful at once.
const FLOW_LIFETIME_MS = 10 * 60_000
const MAX_FLOWS = 10

/**
 * The social logins this frame started, by OAuth `state`, in the frame's storage (one key, so a
 * page that went to the provider and back, reloading the frame, can still finish): `keep` adds a
 * flow and drops expired ones, `peek` reads a verifier, `take` reads it and forgets the flow.
 *
 * @example
 * const flows = socialFlowStore(storage)
 * flows.keep(state, verifier)
 * const verifier = flows.take(state)
 */
export function socialFlowStore(
  storage: FrameStorage,
  now: () => number = Date.now,
): {
  keep(state: string, verifier: string): void
  peek(state: string): string | undefined
  take(state: string): string | undefined
} {
  const read = (): Record<string, KeptFlow> => {
    try {
      const value: unknown = JSON.parse(storage.getItem(FRAME_STORAGE_KEYS.socialFlows) ?? '{}')
      return typeof value === 'object' && value !== null ? (value as Record<string, KeptFlow>) : {}
    } catch {
      return {}
    }
  }
  const live = (flows: Record<string, KeptFlow>) =>
    Object.entries(flows)
      .filter(
        ([, flow]) => typeof flow?.verifier === 'string' && now() - flow.at < FLOW_LIFETIME_MS,
      )
      .sort(([, a], [, b]) => b.at - a.at)
      .slice(0, MAX_FLOWS)
  const write = (entries: [string, KeptFlow][]) => {
    if (entries.length === 0) storage.removeItem(FRAME_STORAGE_KEYS.socialFlows)
    else
      storage.setItem(FRAME_STORAGE_KEYS.socialFlows, JSON.stringify(Object.fromEntries(entries)))
  }
  return {
    keep: (state, verifier) => write(live({ ...read(), [state]: { verifier, at: now() } })),
    peek: (state) => live(read()).find(([kept]) => kept === state)?.[1].verifier,
    take: (state) => {
      const entries = live(read())
      const verifier = entries.find(([kept]) => kept === state)?.[1].verifier
      write(entries.filter(([kept]) => kept !== state))
      return verifier
    },
  }
}
