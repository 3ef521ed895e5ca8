import { useEffect, useState } from 'react'
import { HEADER_TEXT_ANIMATION_MS } from '../constants/timings'

type TitleState = { text: string; phase: 'in' | 'out' }

/**
 * The header title fades out for 120 ms (SPEC.md §2), then the new text fades in. Returns the text
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
    const timer = setTimeout(() => setState(settled), HEADER_TEXT_ANIMATION_MS)
    return () => clearTimeout(timer)
  }, [title, reducedMotion])
  return state
}
