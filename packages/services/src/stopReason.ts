import type { RunningServices } from './startServices'

/** Why `airlock-services` stops: a signal (or its parent gone), or a service that ended. */
export type StopReason = { signal: string } | { failed: Awaited<RunningServices['failed']> }

/**
 * How long a service's exit waits for a signal before it counts as a crash. A terminal's Ctrl-C,
 * or a SIGTERM to the process group, reaches the services as well as the command, and a quick
 * one (the mail catcher) can be gone before the command's own handler has run.
 */
export const signalGraceMs = 500

/**
 * Resolves with the first of `stopped` (a signal) and `failed` (a service's exit); an exit is a
 * failure only when no signal follows it within `graceMs`.
 */
export async function stopReason(
  stopped: Promise<string>,
  failed: RunningServices['failed'],
  graceMs: number = signalGraceMs,
): Promise<StopReason> {
  const first = await Promise.race([
    stopped.then((signal) => ({ signal })),
    failed.then((service) => ({ failed: service })),
  ])
  if ('signal' in first) return first
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = await Promise.race([
    stopped,
    new Promise<undefined>((done) => {
      timer = setTimeout(() => done(undefined), graceMs)
    }),
  ])
  clearTimeout(timer)
  return late === undefined ? first : { signal: late }
}
