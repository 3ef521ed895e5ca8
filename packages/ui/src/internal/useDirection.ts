import { useContext } from 'react'
import { AirlockContext } from '../AirlockRoot/airlockContext'

/** The root's writing direction; arrow keys that move "forward" follow it. */
export function useDirection(): 'ltr' | 'rtl' {
  return useContext(AirlockContext)?.dir ?? 'ltr'
}
