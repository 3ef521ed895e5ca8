import { SERVER_TIME_HEADER } from '../crypto/signedRequest'
import { secureSiteMessages } from '../errors/messages'
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
 * alone, and each nonce is accepted once. A device whose clock is more than 60 s off is told the
 * server's time (`x-airlock-server-time`) and signs again once, with the difference kept for later
 * calls. A non-OK answer rejects with the server's `error`.
 *
 * @example
 * const callApi = createCallApi({ fetcher: fetch, projectId, deviceKey: createDeviceKey({ indexedDB }) })
 * await callApi('user', { chainId: 1 }, token)
 */
export function createCallApi(params: CreateCallApiParameters): CallApi {
  const now = params.now ?? Date.now
  // How far this device's clock is from the server's, learned from a refusal as stale.
  let skew = 0
  const send = async (path: string, text: string, token: string | undefined) => {
    const signed = await signRequest({
      key: await params.deviceKey(),
      path: `/api/${path}`,
      projectId: params.projectId,
      body: text,
      timestamp: now() + skew,
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
    return { response, json }
  }
  return async (path, body, token) => {
    const text = JSON.stringify(body)
    let { response, json } = await send(path, text, token)
    // A device clock off by more than the server's window: take the server's time and sign again,
    // once (a new nonce and timestamp; the refused request did nothing).
    const serverTime = Number(response.headers.get(SERVER_TIME_HEADER))
    if (json.error === secureSiteMessages.staleRequest && Number.isFinite(serverTime)) {
      skew = serverTime - now()
      ;({ response, json } = await send(path, text, token))
    }
    if (!response.ok)
      throw new SecureSiteError(
        typeof json.error === 'string' ? json.error : `HTTP ${response.status}`,
      )
    return json
  }
}
