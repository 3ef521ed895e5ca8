import { onEvent, type TrackedEventEntry } from '@airlock/core'
import { useEffect, useRef, useState } from 'react'
import { useAirlockInstance } from './useAirlockInstance'

export type UseAirlockEventsReturnType = {
  /** The latest event tracked since the component mounted. */
  data: TrackedEventEntry | undefined
}

/**
 * Tracked events (plus core's connect/disconnect events): the latest
 * one, and `listener` called with each as it happens.
 *
 * @example
 * const { data } = useAirlockEvents((entry) => analytics.push(entry))
 * data?.event // 'CONNECT_SUCCESS'
 */
export function useAirlockEvents(
  listener?: (entry: TrackedEventEntry) => void,
): UseAirlockEventsReturnType {
  const { core } = useAirlockInstance()
  const [data, setData] = useState<TrackedEventEntry | undefined>(undefined)
  // The latest listener without resubscribing each render.
  const latest = useRef(listener)
  latest.current = listener
  useEffect(
    () =>
      onEvent(core, (entry) => {
        setData(entry)
        latest.current?.(entry)
      }),
    [core],
  )
  return { data }
}
