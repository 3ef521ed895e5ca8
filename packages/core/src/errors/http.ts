import { BaseError, type BaseErrorParameters } from './base'
import { httpStatusCode } from './httpStatusCode'
import { ErrorMessages } from './messages'

/** Developer-facing messages of the HTTP layer, besides the status message. */
const HTTP_TIMEOUT = 'HTTP request timed out'
const HTTP_NETWORK = 'HTTP request failed'
const INVALID_RESPONSE = 'Invalid response body'

function requestMeta(method: string | undefined, url: string | undefined): string[] {
  return method && url ? [`Request: ${method} ${url}`] : []
}

/**
 * A response whose status is not OK: the short message is exactly
 * `HTTP status code: {status}`; `body` holds the parsed JSON (or text) of the response.
 *
 * @example
 * try { await client.get({ path: '/v1/x' }) } catch (e) {
 *   if (e instanceof HttpRequestError && e.status === 404) return undefined
 * }
 */
export class HttpRequestError extends BaseError {
  override name = 'HttpRequestError'
  /** The HTTP status code. */
  readonly status: number
  /** The response body: parsed JSON, else text, else `undefined`. */
  readonly body: unknown
  /** The requested URL. */
  readonly url: string | undefined

  constructor({
    status,
    body,
    url,
    method,
    ...parameters
  }: { status: number; body?: unknown; url?: string; method?: string } & BaseErrorParameters) {
    super(httpStatusCode(status), { metaMessages: requestMeta(method, url), ...parameters })
    this.status = status
    this.body = body
    this.url = url
  }
}

/** The server did not answer within the client's `timeoutMs` (10 s by default). */
export class HttpTimeoutError extends BaseError {
  override name = 'HttpTimeoutError'
  /** The requested URL. */
  readonly url: string | undefined
  /** The time-out that elapsed, in milliseconds. */
  readonly timeoutMs: number

  constructor({
    url,
    method,
    timeoutMs,
    ...parameters
  }: { url?: string; method?: string; timeoutMs: number } & BaseErrorParameters) {
    super(HTTP_TIMEOUT, {
      metaMessages: [...requestMeta(method, url), `Timeout: ${timeoutMs} ms`],
      ...parameters,
    })
    this.url = url
    this.timeoutMs = timeoutMs
  }
}

/** The request never got a response: offline, DNS, refused connection, CORS. */
export class HttpNetworkError extends BaseError {
  override name = 'HttpNetworkError'
  /** The requested URL. */
  readonly url: string | undefined

  constructor({
    url,
    method,
    ...parameters
  }: { url?: string; method?: string } & BaseErrorParameters) {
    super(HTTP_NETWORK, { metaMessages: requestMeta(method, url), ...parameters })
    this.url = url
  }
}

/**
 * A response that arrived but does not have the shape the API documents. Thrown by the API
 * clients instead of letting a `TypeError` surface deep inside a controller.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError'
  /** The API path that answered. */
  readonly path: string
  /** The body as received. */
  readonly body: unknown

  constructor({
    path,
    body,
    issues = [],
    ...parameters
  }: { path: string; body: unknown; issues?: readonly string[] } & BaseErrorParameters) {
    super(INVALID_RESPONSE, { metaMessages: [`Path: ${path}`, ...issues], ...parameters })
    this.path = path
    this.body = body
  }
}

/**
 * The analytics config answered 403: the page's origin is not on the project's allowlist.
 * Message: `Invalid App Configuration`.
 */
export class InvalidAppConfigurationError extends BaseError {
  override name = 'InvalidAppConfigurationError'
  constructor(parameters: BaseErrorParameters = {}) {
    super(ErrorMessages.INVALID_APP_CONFIGURATION, {
      metaMessages: ["The page's origin is not on the project's allowlist."],
      ...parameters,
    })
  }
}
