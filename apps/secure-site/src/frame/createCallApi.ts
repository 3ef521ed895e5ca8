import { SecureSiteError } from '../errors/SecureSiteError'
import type { CallApi } from './types'

/**
 * `fetch` to the site's own `/api/<path>` as JSON (same origin, so the browser adds the `Origin`
 * header the server requires). A non-OK answer rejects with the server's `error` message.
 *
 * @example
 * const callApi = createCallApi(fetch)
 * await callApi('email/connect', { email, projectId, deviceId })
 */
export function createCallApi(fetcher: typeof fetch): CallApi {
  return async (path, body, token) => {
    const response = await fetcher(`/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    })
    const json = (await response.json().catch(() => ({}))) as { error?: unknown }
    if (!response.ok)
      throw new SecureSiteError(
        typeof json.error === 'string' ? json.error : `HTTP ${response.status}`,
      )
    return json
  }
}
