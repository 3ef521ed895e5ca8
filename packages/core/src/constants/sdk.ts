/** The SDK type sent with every call (`st`) and in the dapp data payload. SPEC.md §3, §7. */
export const SDK_TYPE = 'airlock' as const
/** The SDK version sent with every call (`sv`) and in the dapp data payload. SPEC.md §3, §7. */
export const SDK_VERSION = 'react-airlock-0.0.0' as const
/** Query parameter names of the project id, SDK type and version. SPEC.md §7; SPEC-READINGS. */
export const PROJECT_QUERY_PARAMS = {
  projectId: 'projectId',
  sdkType: 'st',
  sdkVersion: 'sv',
} as const
