// Analytics batching: ours (the spec names the routes, not how often to call them).

/** Events per `POST /e` request; a full batch is sent at once. */
export const ANALYTICS_BATCH_SIZE = 10 as const
/** An unfilled batch is sent this long after its first event. */
export const ANALYTICS_FLUSH_INTERVAL_MS = 2000 as const
/** Requests one batch gets at most (the first and two retries); then it is dropped. */
export const ANALYTICS_MAX_ATTEMPTS = 3 as const
/** The wait before the first retry; each further retry waits twice as long. */
export const ANALYTICS_RETRY_DELAY_MS = 2000 as const
/** Batches dropped in a row after which the page stops sending analytics. */
export const ANALYTICS_MAX_DROPPED_BATCHES = 3 as const
/** Events waiting to be sent at most; the oldest go first. */
export const ANALYTICS_MAX_QUEUED = 100 as const
/** Events per beacon on page hide (the cloud takes at most 50 per request). */
export const ANALYTICS_BEACON_BATCH_SIZE = 50 as const
