import { PROJECT_QUERY_PARAMS } from '../constants/sdk'
import { RPC_TIMEOUT_MS } from '../constants/timing'
import { HttpNetworkError, HttpRequestError, HttpTimeoutError } from '../errors/http'
import { RequestAbortedError } from '../errors/request'
import type { HttpClient, HttpQueryParams, HttpRequest } from './types'

/** Options of {@link createHttpClient}. */
export type CreateHttpClientParameters = {
  /** Base URL of the service, e.g. the local cloud's `http://127.0.0.1:8787`. */
  baseUrl: string
  projectId: string
  /** Sent as the `st` query parameter. */
  sdkType: string
  /** Sent as the `sv` query parameter. */
  sdkVersion: string
  /** Sent as the `clientId` query parameter when set. */
  clientId?: string | undefined
  /** A `fetch` implementation; defaults to `globalThis.fetch`, looked up at request time. */
  fetch?: typeof fetch | undefined
  /** Milliseconds until `HttpTimeoutError`; default 10 s (`RPC_TIMEOUT_MS`). */
  timeoutMs?: number | undefined
}

export type CreateHttpClientReturnType = HttpClient

export type CreateHttpClientErrorType =
  | HttpRequestError
  | HttpTimeoutError
  | HttpNetworkError
  | RequestAbortedError

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * Creates the HTTP client every API call goes through. Each request carries
 * `projectId`, `st` (sdk type), `sv` (sdk version) and, when set, `clientId` as query parameters;
 * bodies are JSON; a non-OK response throws `HttpRequestError` (`HTTP status code: {status}`).
 *
 * @example
 * const client = createHttpClient({
 *   baseUrl: 'http://127.0.0.1:8787',
 *   projectId: 'demo',
 *   sdkType: 'airlock',
 *   sdkVersion: 'react-0.1.0',
 * })
 * const chains = await client.get({ path: '/v1/supported-chains' })
 */
export function createHttpClient(
  parameters: CreateHttpClientParameters,
): CreateHttpClientReturnType {
  const baseUrl = parameters.baseUrl.replace(/\/+$/, '')
  const timeoutMs = parameters.timeoutMs ?? RPC_TIMEOUT_MS

  function url({ path, params }: Pick<HttpRequest, 'path' | 'params'>): string {
    const result = new URL(`${baseUrl}/${path.replace(/^\/+/, '')}`)
    appendParams(result.searchParams, params)
    appendParams(result.searchParams, {
      [PROJECT_QUERY_PARAMS.projectId]: parameters.projectId,
      [PROJECT_QUERY_PARAMS.sdkType]: parameters.sdkType,
      [PROJECT_QUERY_PARAMS.sdkVersion]: parameters.sdkVersion,
      clientId: parameters.clientId,
    })
    return result.toString()
  }

  async function send(method: Method, request: HttpRequest, as: 'json' | 'blob'): Promise<unknown> {
    const target = url(request)
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers }
    if (request.body !== undefined) headers['content-type'] ??= 'application/json'
    const init: RequestInit = { method, headers }
    if (request.body !== undefined) init.body = JSON.stringify(request.body)
    if (request.cache !== undefined) init.cache = request.cache

    const external = request.signal
    if (external?.aborted) throw new RequestAbortedError({ cause: external.reason })

    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const forwardAbort = (): void => controller.abort(external?.reason)
    external?.addEventListener('abort', forwardAbort, { once: true })
    init.signal = controller.signal

    // Read at call time (not creation) so a fetch installed later is used; called unbound because
    // browsers throw "Illegal invocation" when fetch runs with a foreign `this`.
    const doFetch = parameters.fetch ?? globalThis.fetch
    try {
      const response = await doFetch(target, init)
      if (!response.ok) {
        throw new HttpRequestError({
          status: response.status,
          body: await readBody(response),
          url: target,
          method,
        })
      }
      return as === 'blob' ? await response.blob() : await readBody(response)
    } catch (error) {
      if (error instanceof HttpRequestError) throw error
      if (timedOut) throw new HttpTimeoutError({ url: target, method, timeoutMs, cause: error })
      if (external?.aborted) throw new RequestAbortedError({ cause: error })
      throw new HttpNetworkError({ url: target, method, cause: error })
    } finally {
      clearTimeout(timer)
      external?.removeEventListener('abort', forwardAbort)
    }
  }

  return {
    baseUrl,
    projectId: parameters.projectId,
    url,
    get: (request) => send('GET', request, 'json'),
    post: (request) => send('POST', request, 'json'),
    put: (request) => send('PUT', request, 'json'),
    delete: (request) => send('DELETE', request, 'json'),
    getBlob: (request) => send('GET', request, 'blob') as Promise<Blob>,
  }
}

function appendParams(search: URLSearchParams, params: HttpQueryParams | undefined): void {
  if (!params) return
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','))
      continue
    }
    search.set(name, String(value))
  }
}

/** JSON when it parses, else the text; an empty body is `undefined`. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text()
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
