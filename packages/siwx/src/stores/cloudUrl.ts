// This package's own package.json version, put in at build time (the `define` of
// scripts/rolldown.library.config.mjs; vitest.config.ts does the same for the tests).
declare const __AIRLOCK_VERSION__: string

/** The SDK type and version this package sends the cloud (`st`, `sv`): `siwx-` and its version. */
export const SIWX_SDK: { readonly st: 'airlock'; readonly sv: `siwx-${string}` } = {
  st: 'airlock',
  sv: `siwx-${__AIRLOCK_VERSION__}`,
}

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
