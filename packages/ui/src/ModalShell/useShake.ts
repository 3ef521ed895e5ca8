import { useCallback, useEffect, useRef, useState } from 'react'
import { MODAL_SHAKE_MS } from '../constants/timings'

/**
 * Shakes for 500 ms. Returns `'a'`/`'b'` while shaking, alternating on each new shake
 * so the stylesheet restarts its animation, and `undefined` at rest. A change of `signal` (any
 * value other than the first) shakes too.
 */
export function useShake(signal: unknown): { shaking: 'a' | 'b' | undefined; shake: () => void } {
  const [shaking, setShaking] = useState<'a' | 'b' | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const shake = useCallback(() => {
    clearTimeout(timer.current)
    setShaking((s) => (s === 'a' ? 'b' : 'a'))
    timer.current = setTimeout(() => setShaking(undefined), MODAL_SHAKE_MS)
  }, [])
  useEffect(() => () => clearTimeout(timer.current), [])
  const lastSignal = useRef(signal)
  useEffect(() => {
    if (Object.is(signal, lastSignal.current)) return
    lastSignal.current = signal
    shake()
  }, [signal, shake])
  return { shaking, shake }
}
