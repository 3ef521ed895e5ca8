/** A query parameter value. Arrays are comma-joined; `undefined`, `null` and `[]` are skipped. */
export type HttpQueryValue =
  | string
  | number
  | boolean
  | readonly (string | number)[]
  | null
  | undefined

/** Query parameters of one request. */
export type HttpQueryParams = { readonly [name: string]: HttpQueryValue }

/** One request of an {@link HttpClient}. */
export type HttpRequest = {
  /** Path below the client's base URL, e.g. `/v1/supported-chains`. Encode path segments. */
  path: string
  /** Query parameters, added after the project id, sdk type and sdk version. */
  params?: HttpQueryParams | undefined
  /** Sent as JSON (POST and PUT). */
  body?: unknown
  headers?: Readonly<Record<string, string>> | undefined
  /** Aborts the request; the client then throws `RequestAbortedError`. */
  signal?: AbortSignal | undefined
  /** Fetch cache mode, e.g. `no-cache` for the coinbase on-ramp history. */
  cache?: RequestCache | undefined
}

/** The generic HTTP helpers, bound to one base URL and project. */
export type HttpClient = {
  readonly baseUrl: string
  /** The project id sent with every request (some bodies repeat it). */
  readonly projectId: string
  /** The full URL of a request, with the project query parameters (for `<img src>`). */
  url(request: Pick<HttpRequest, 'path' | 'params'>): string
  /** GET; resolves with the parsed JSON body (or text, or `undefined` when empty). */
  get(request: HttpRequest): Promise<unknown>
  post(request: HttpRequest): Promise<unknown>
  put(request: HttpRequest): Promise<unknown>
  delete(request: HttpRequest): Promise<unknown>
  /** GET that resolves with the body as a `Blob` (images). */
  getBlob(request: HttpRequest): Promise<Blob>
}
