/** The SDK type sent with every call (`st`) and in the dapp data payload. */
export const SDK_TYPE = 'airlock' as const
// This package's own package.json version, put in at build time (the `define` of
// scripts/rolldown.library.config.mjs; vitest.config.ts does the same for the tests), so a released
// package reports the version it was published as.
declare const __AIRLOCK_VERSION__: string

/**
 * The SDK version sent with every call (`sv`) and in the dapp data payload: `react-airlock-`
 * followed by the version of `@airlock/core` in use.
 *
 * @example
 * SDK_VERSION // 'react-airlock-1.2.0'
 */
export const SDK_VERSION: `react-airlock-${string}` = `react-airlock-${__AIRLOCK_VERSION__}`
/** Query parameter names of the project id, SDK type and version. */
export const PROJECT_QUERY_PARAMS = {
  projectId: 'projectId',
  sdkType: 'st',
  sdkVersion: 'sv',
} as const
