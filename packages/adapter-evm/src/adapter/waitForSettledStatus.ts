import type { Config } from '@wagmi/core'

/**
 * Resolves once wagmi's status is neither `connecting` nor `reconnecting` (or after `timeoutMs`):
 * another caller's reconnect (a `WagmiProvider` mounting, say) may be under way, and wagmi runs
 * one reconnect at a time.
 *
 * @example
 * await waitForSettledStatus(config, 10_000)
 */
export function waitForSettledStatus(config: Config, timeoutMs: number): Promise<void> {
  const settled = (status: Config['state']['status']): boolean =>
    status !== 'connecting' && status !== 'reconnecting'
  if (settled(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer)
      unsubscribe()
      resolve()
    }
    const timer = setTimeout(done, timeoutMs)
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => {
        if (settled(status)) done()
      },
    )
  })
}
