import { subscribeKey } from 'valtio/vanilla/utils'
import type { AirlockCore } from '../createAirlockCore'
import type { AnalyticsEnvironment } from './browserEnvironment'

/**
 * Starts the analytics sender (its code loads then) at the visitor's first intent, unless the dapp
 * turned `features.analytics` off: before that nothing is fetched or sent. `environment` (the
 * browser's by default) is for tests. Returns the stop function.
 */
export function watchAnalytics(core: AirlockCore, environment?: AnalyticsEnvironment): () => void {
  if (!core.options.features.analytics) return () => undefined
  // Outside a browser (server rendering, Node) there is no visitor and no page to report on.
  if (!environment && typeof window === 'undefined') return () => undefined
  let stopped = false
  let stopSender: (() => void) | undefined
  let unsubscribe: (() => void) | undefined
  const start = (): void => {
    unsubscribe?.()
    import('./startAnalytics').then(
      ({ startAnalytics }) => {
        if (!stopped) stopSender = startAnalytics(core, environment)
      },
      (error: unknown) => core.logger.warn('Airlock: analytics could not load', error),
    )
  }
  if (core.state.events.intent) start()
  else
    unsubscribe = subscribeKey(core.state.events, 'intent', (intent) => {
      if (intent) start()
    })
  return () => {
    stopped = true
    unsubscribe?.()
    stopSender?.()
  }
}
