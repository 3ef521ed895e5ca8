import { subscribe } from 'valtio/vanilla'
import { showAlert } from '../actions/showAlert'
import { takePendingAnalytics } from '../actions/takePendingAnalytics'
import { getAnalyticsConfig } from '../api/registry/getAnalyticsConfig'
import type { AnalyticsEvent } from '../api/sessions/sendAnalyticsEvent'
import { sendAnalyticsEvents } from '../api/sessions/sendAnalyticsEvents'
import type { AirlockCore } from '../createAirlockCore'
import { HttpRequestError, InvalidAppConfigurationError } from '../errors/http'
import { getApiClient } from '../http/getApiClient'
import { type AnalyticsEnvironment, browserEnvironment } from './browserEnvironment'
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_BEACON_BATCH_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_MAX_ATTEMPTS,
  ANALYTICS_MAX_DROPPED_BATCHES,
  ANALYTICS_MAX_QUEUED,
  ANALYTICS_RETRY_DELAY_MS,
} from './constants'
import { toAnalyticsEvent } from './toAnalyticsEvent'

/**
 * The analytics sender of one instance, started after the visitor's first intent: reads
 * `/getAnalyticsConfig` once, and when the project has analytics on sends the queued events and
 * every later one to `POST /e` in batches (10 events, or 2 s after the first), with a beacon for
 * what is left when the page is hidden. A failed batch is tried at most 3 times (2 s, then 4 s
 * apart), and after 3 batches dropped in a row the page sends nothing more; a config that cannot
 * be read means no analytics for the page. Returns the stop function.
 */
export function startAnalytics(
  core: AirlockCore,
  environment: AnalyticsEnvironment = browserEnvironment(),
): () => void {
  const api = getApiClient(core, 'api')
  const outbox: AnalyticsEvent[] = []
  const cleanups: (() => void)[] = []
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let sending = false
  let attempts = 0
  // The batch being retried: a retry sends the same events, whatever joined the outbox since.
  let failing: AnalyticsEvent[] | undefined
  let dropped = 0

  const stop = (): void => {
    stopped = true
    clearTimeout(timer)
    for (const cleanup of cleanups.splice(0)) cleanup()
  }
  // Nothing more will be sent: the queue is not kept either.
  const giveUp = (): void => {
    stop()
    outbox.length = 0
    core.state.events.pendingAnalytics = []
  }

  function take(): void {
    const page = environment.page()
    for (const entry of takePendingAnalytics(core)) {
      const event = page && toAnalyticsEvent(entry, page)
      if (event) outbox.push(event)
    }
    if (outbox.length > ANALYTICS_MAX_QUEUED) outbox.splice(0, outbox.length - ANALYTICS_MAX_QUEUED)
  }

  // A retry passes its delay; otherwise a full batch goes now and a partial one waits.
  function schedule(retryDelay?: number): void {
    if (stopped || sending || (!failing && outbox.length === 0)) return
    const full = outbox.length >= ANALYTICS_BATCH_SIZE
    // A failing batch waits for its retry: new events do not hurry it.
    if (retryDelay === undefined && (attempts > 0 || (timer !== undefined && !full))) return
    const delay = retryDelay ?? (full ? 0 : ANALYTICS_FLUSH_INTERVAL_MS)
    clearTimeout(timer)
    if (delay === 0) flush()
    else timer = setTimeout(flush, delay)
  }

  function flush(): void {
    timer = undefined
    if (stopped || sending || (!failing && outbox.length === 0)) return
    const batch = failing ?? outbox.slice(0, ANALYTICS_BATCH_SIZE)
    sending = true
    attempts += 1
    sendAnalyticsEvents(api, { events: batch }).then(
      () => {
        remove(batch)
        failing = undefined
        attempts = 0
        dropped = 0
        sending = false
        schedule()
      },
      (error: unknown) => {
        sending = false
        if (isRetryable(error) && attempts < ANALYTICS_MAX_ATTEMPTS) {
          failing = batch
          schedule(ANALYTICS_RETRY_DELAY_MS * 2 ** (attempts - 1))
          return
        }
        core.logger.warn('Airlock: analytics events were dropped', error)
        remove(batch)
        failing = undefined
        attempts = 0
        dropped += 1
        if (dropped >= ANALYTICS_MAX_DROPPED_BATCHES) giveUp()
        else schedule()
      },
    )
  }

  function remove(batch: readonly AnalyticsEvent[]): void {
    for (const event of batch) {
      const index = outbox.indexOf(event)
      if (index >= 0) outbox.splice(index, 1)
    }
  }

  // The page is going away: what is left goes by beacon (a batch in flight too: the cloud
  // stores a repeated event id once).
  function beacon(): void {
    if (stopped) return
    take()
    const url = api.url({ path: '/e' })
    while (outbox.length > 0) {
      const chunk = outbox.slice(0, ANALYTICS_BEACON_BATCH_SIZE)
      if (!environment.sendBeacon(url, JSON.stringify(chunk))) return
      remove(chunk)
    }
    clearTimeout(timer)
    timer = undefined
    failing = undefined
    attempts = 0
  }

  getAnalyticsConfig(getApiClient(core, 'registry')).then(
    ({ isAnalyticsEnabled }) => {
      if (stopped) return
      if (!isAnalyticsEnabled) return giveUp()
      take()
      schedule()
      cleanups.push(
        subscribe(core.state.events, () => {
          if (core.state.events.pendingAnalytics.length === 0) return
          take()
          schedule()
        }),
        environment.onPageHide(beacon),
      )
    },
    (error: unknown) => {
      if (stopped) return
      // 403: the page's origin is not on the project's allowlist.
      if (error instanceof InvalidAppConfigurationError)
        showAlert(core, { messageId: 'invalidAppConfiguration', variant: 'error' })
      core.logger.warn('Airlock: analytics is off for this page: no config', error)
      giveUp()
    },
  )
  return stop
}

// Worth another try: the network, a time-out, a server error, too many requests. Not a refusal.
function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpRequestError)) return true
  return error.status >= 500 || error.status === 429 || error.status === 408
}
