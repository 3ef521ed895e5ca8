/** What the site sends the cloud as its SDK type and version (`st`, `sv`): the cloud requires both. */
const SDK_TYPE = 'secure-site'
const SDK_VERSION = '4'

/**
 * The cloud's `GET /v1/supported-chains` URL for a project, with the `st` and `sv` query
 * parameters the cloud refuses a request without (400 `Missing or invalid SDK parameters`).
 *
 * @example
 * supportedChainsUrl('http://127.0.0.1:8787', 'airlock-demo')
 * // 'http://127.0.0.1:8787/v1/supported-chains?projectId=airlock-demo&st=secure-site&sv=4'
 */
export function supportedChainsUrl(cloudUrl: string, projectId: string): string {
  const query = new URLSearchParams({ projectId, st: SDK_TYPE, sv: SDK_VERSION })
  return `${cloudUrl}/v1/supported-chains?${query}`
}
