import { useEffect, useState } from 'react'

/**
 * Whole seconds left until `until` (ms since epoch), ticking every second; 0 once passed or when
 * `until` is undefined. The countdown of the email login's 30 s retry refusal.
 *
 * @example
 * const seconds = useCountdown(retryAt) // 29, 28, ...
 */
export function useCountdown(until: number | undefined): number {
  const left = () => (until === undefined ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000)))
  const [seconds, setSeconds] = useState(left)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `until`, the trigger
  useEffect(() => {
    setSeconds(left())
    if (until === undefined) return undefined
    const timer = setInterval(() => {
      const next = left()
      setSeconds(next)
      if (next === 0) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [until])
  return seconds
}
