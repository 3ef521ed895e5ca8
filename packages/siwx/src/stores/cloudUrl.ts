/** The SDK type and version this package sends the cloud (`st`, `sv`). */
export const SIWX_SDK = { st: 'airlock', sv: 'siwx-0.0.0' } as const

/**
 * The URL of a cloud route with the project id and SDK parameters the cloud asks for.
 *
 * @example
 * cloudUrl('http://127.0.0.1:8787', '/v1/siwx/nonces', 'demo')
 */
export function cloudUrl(apiUrl: string, path: string, projectId: string): string {
  const url = new URL(path, apiUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', SIWX_SDK.st)
  url.searchParams.set('sv', SIWX_SDK.sv)
  return url.toString()
}
