import { finishHydration } from '@airlock/core'
import { type ReactElement, type ReactNode, useEffect } from 'react'
import { AirlockContext } from '../context/AirlockContext'
import type { Airlock } from '../createAirlock'
import { useLocalizedAirlock } from '../messages/useLocalizedAirlock'
import { ModalHost } from '../modal/ModalHost'
import { ModalHostsProvider } from '../modal/ModalHosts'

export type AirlockProviderProps = {
  /** From `createAirlock()`, created once outside components. */
  airlock: Airlock
  children?: ReactNode
}

/**
 * Makes an Airlock available to the hooks and buttons below, and appends the modal to
 * `document.body` unless `createAirlock({ disableAppend: true })` or an inline
 * `<AirlockModal inline/>` is mounted below it (then that one is the modal). The modal and its
 * Connect view come with the page; every other view loads once the modal has opened (Account on
 * intent for a connected visitor), or once the page is idle with
 * `createAirlock({ preloadModal: 'idle' })`. Renders on the server without touching `window`;
 * with `createAirlock({ initialState, connectionCookie })` the browser's first render is the
 * server's HTML, and the stored connection is restored once it has hydrated.
 *
 * @example
 * <AirlockProvider airlock={airlock}>
 *   <App />
 * </AirlockProvider>
 */
export function AirlockProvider({ airlock, children }: AirlockProviderProps): ReactElement {
  // The hooks and views below read the Airlock in its locale (`createAirlock({ locale })`).
  const localized = useLocalizedAirlock(airlock)
  // Server rendering: the first render has hydrated the server's HTML, the stored connection
  // may now be restored (nothing happens for a core that is not server-rendered).
  useEffect(() => finishHydration(airlock.core), [airlock])
  return (
    <AirlockContext.Provider value={localized}>
      <ModalHostsProvider>
        {children}
        {airlock.disableAppend ? null : <ModalHost placement="body" />}
      </ModalHostsProvider>
    </AirlockContext.Provider>
  )
}
