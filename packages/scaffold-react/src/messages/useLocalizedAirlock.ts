import { useEffect, useState } from 'react'
import type { Airlock } from '../createAirlock'
import { localizeAirlock } from './localizeAirlock'

/**
 * The Airlock the provider hands down: in the chosen locale once its catalogue has loaded (at
 * once when it loaded before the first render, which `createAirlock` starts in the browser), in
 * English with the dapp's overrides until then. On the server it is English.
 *
 * @example
 * const value = useLocalizedAirlock(airlock) // value.messages, value.dir
 */
export function useLocalizedAirlock(airlock: Airlock): Airlock {
  const [value, setValue] = useState<Airlock>(() => localizeAirlock(airlock).done ?? airlock)
  useEffect(() => {
    let live = true
    const load = localizeAirlock(airlock)
    setValue(load.done ?? airlock)
    load.promise.then(
      (next) => {
        if (live) setValue(next)
      },
      () => undefined, // a chunk that failed to load leaves the modal in English
    )
    return () => {
      live = false
    }
  }, [airlock])
  return value
}
