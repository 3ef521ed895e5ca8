import { SecureSiteError } from '../errors/SecureSiteError'
import type { DeviceKey } from './deviceKey'
import { signRequest } from './signRequest'
import type { CallApi } from './types'

export type CreateCallApiParameters = {
  /** `fetch`, relative to the site's origin in the frame. */
  fetcher: typeof fetch
  /** The frame's project: signed into every call, and a session of another project is refused. */
  projectId: string
  /** The frame's device key (see createDeviceKey). */
  deviceKey: () => Promise<DeviceKey>
  /** The clock for the signed timestamp; default `Date.now`. */
  now?: () => number
}

/**
 * `POST /api/<path>` as JSON (same origin, so the browser adds the `Origin` header the server
 * requires), signed with the frame's device key (see signRequest). The server acts on a signed-in
 * call only when the session's own key signed it, so the token (which the page sees) does nothing
 * alone, and each nonce is accepted once. A non-OK answer rejects with the server's `error`.
 *
 * @example
 * const callApi = createCallApi({ fetcher: fetch, projectId, deviceKey: createDeviceKey({ indexedDB }) })
 * await callApi('user', { chainId: 1 }, token)
 */
export function createCallApi(params: CreateCallApiParameters): CallApi {
  return async (path, body, token) => {
    const text = JSON.stringify(body)
    const signed = await signRequest({
      key: await params.deviceKey(),
      path: `/api/${path}`,
      projectId: params.projectId,
      body: text,
      timestamp: (params.now ?? Date.now)(),
    })
    const response = await params.fetcher(`/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signed,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: text,
    })
    const json = (await response.json().catch(() => ({}))) as { error?: unknown }
    if (!response.ok)
      throw new SecureSiteError(
        typeof json.error === 'string' ? json.error : `HTTP ${response.status}`,
      )
    return json
  }
}
