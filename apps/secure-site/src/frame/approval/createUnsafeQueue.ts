import type { PreparedRequest } from '../../rpc/preparedTypes'
import type { Approve } from './types'
import { UserRejectedError } from './UserRejectedError'

export type UnsafeQueueParameters = {
  /** The frame's signed-in API call (`/api/<path>`). */
  api: (path: string, body: Record<string, unknown>) => Promise<Record<string, unknown>>
  approve: Approve
  /** The frame's current chain. */
  chainId: () => number
}

type Entry = { controller: AbortController; approved: boolean }

/**
 * Runs unsafe RPC requests one at a time: each waits its turn, is prepared by the secure site
 * (`rpc/prepare`: the filled payload, sealed), shown on the approval screen, and signed only after
 * the visitor's Approve (`rpc` with the prepared payload, its seal and `confirmed: true`). A later
 * request is prepared only when the one before has ended (so its nonce follows). `cancel` drops a
 * request not yet approved (it rejects with 4001); an approved one runs to its end.
 *
 * @example
 * const queue = createUnsafeQueue({ api, approve, chainId: () => chainId })
 * const result = await queue.run(event.id, origin, { method, params })
 */
export function createUnsafeQueue(params: UnsafeQueueParameters): {
  run(id: string, origin: string, request: { method: string; params?: unknown }): Promise<unknown>
  cancel(id: string): void
} {
  const entries = new Map<string, Entry>()
  let tail: Promise<void> = Promise.resolve()
  return {
    async run(id, origin, request) {
      const entry: Entry = { controller: new AbortController(), approved: false }
      const { signal } = entry.controller
      entries.set(id, entry)
      const turn = tail
      let release = () => {}
      tail = new Promise<void>((done) => {
        release = done
      })
      try {
        // Wait for the request before, unless this one is cancelled meanwhile.
        await Promise.race([
          turn,
          new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
        ])
        if (signal.aborted) throw new UserRejectedError()
        const { prepared, seal } = await params.api('rpc/prepare', request)
        if (signal.aborted) throw new UserRejectedError()
        await params.approve(
          {
            id,
            ...request,
            prepared: prepared as PreparedRequest,
            chainId: params.chainId(),
            origin,
          },
          signal,
        )
        entry.approved = true
        const reply = await params.api('rpc', { ...request, prepared, seal, confirmed: true })
        return reply.result
      } finally {
        if (entries.get(id) === entry) entries.delete(id)
        // Ends the screen of an approved request; nothing waits on it any more otherwise.
        entry.controller.abort()
        // The next request's turn comes after this one's and after the one before it (a request
        // cancelled while waiting must not let the next one past a screen still shown).
        void turn.then(release)
      }
    },
    cancel(id) {
      const entry = entries.get(id)
      if (entry && !entry.approved) entry.controller.abort()
    },
  }
}
