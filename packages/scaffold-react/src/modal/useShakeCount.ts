import { useRef } from 'react'

/** A number that grows each time core's `modal.shake` turns on: the shell shakes on a change. */
export function useShakeCount(shake: boolean): number {
  const state = useRef({ count: 0, last: false })
  if (shake && !state.current.last) state.current.count += 1
  state.current.last = shake
  return state.current.count
}
