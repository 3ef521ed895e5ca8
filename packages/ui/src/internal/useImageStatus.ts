import { useEffect, useState } from 'react'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/timings'

export type ImageStatus = 'loading' | 'loaded' | 'failed'

type State = { src: string | undefined; status: ImageStatus }

/**
 * Tracks one image: `loading` until its `load` event, `failed` on `error`, on no `src`, or when it
 * has not loaded within 2 s. A late load after the time-out is ignored: the
 * fallback stays rather than flickering back. A new `src` starts over.
 */
export function useImageStatus(src: string | undefined): {
  status: ImageStatus
  onLoad: () => void
  onError: () => void
} {
  const initial = (): State => ({ src, status: src ? 'loading' : 'failed' })
  const [state, setState] = useState<State>(initial)
  // A new src resets during render (React's "adjust state on prop change" pattern).
  if (state.src !== src) setState(initial())

  useEffect(() => {
    if (!src) return
    const timer = setTimeout(() => {
      setState((s) => (s.src === src && s.status === 'loading' ? { src, status: 'failed' } : s))
    }, IMAGE_PRELOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [src])

  const settle = (status: ImageStatus) => () =>
    setState((s) => (s.src === src && s.status === 'loading' ? { src, status } : s))
  return { status: state.status, onLoad: settle('loaded'), onError: settle('failed') }
}
