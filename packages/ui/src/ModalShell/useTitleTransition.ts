import { useEffect, useState } from 'react'
import { HEADER_TEXT_ANIMATION_MS } from '../constants/timings'

type TitleState = { text: string; phase: 'in' | 'out' }

/**
 * The header title fades out for 120 ms, then the new text fades in. Returns the text
 * to show and the phase the stylesheet animates.
 */
export function useTitleTransition(title: string, reducedMotion: boolean): TitleState {
  const [state, setState] = useState<TitleState>({ text: title, phase: 'in' })
  useEffect(() => {
    const settled = (s: TitleState): TitleState =>
      s.text === title && s.phase === 'in' ? s : { text: title, phase: 'in' }
    if (reducedMotion) {
      setState(settled)
      return
    }
    setState((s) => (s.text === title ? settled(s) : { text: s.text, phase: 'out' }))
  }, [title, reducedMotion])

  // The old text fades for the full 120 ms from the render that faded it, however late that was.
  useEffect(() => {
    if (state.phase !== 'out') return
    const timer = setTimeout(() => setState({ text: title, phase: 'in' }), HEADER_TEXT_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [state.phase, title])
  return state
}
