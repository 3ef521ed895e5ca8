import { WAIT_MS } from '../email/limits'

/**
 * Polls `check` every 250 ms until it returns a value or `timeoutMs` passes (then undefined):
 * the long-poll behind CONNECT_DEVICE, CONNECT_SOCIAL and CONNECT_FARCASTER. The database is the
 * one source of truth, so any process of the site can answer.
 *
 * @example
 * const user = await waitFor(() => findFinishedFlow(ctx, state))
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined>,
  timeoutMs: number = WAIT_MS,
  signal?: AbortSignal,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined) return value
    if (Date.now() >= deadline || signal?.aborted) return undefined
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
