import * as z from 'zod/mini'
import { HttpRequestError, InvalidAppConfigurationError } from '../../errors/http'
import type { HttpClient } from '../../http/types'
import { parseResponse } from '../parseResponse'
import type { AnalyticsConfig, ApiErrorType, ApiRequestOptions } from '../types'

export type GetAnalyticsConfigParameters = ApiRequestOptions
export type GetAnalyticsConfigReturnType = AnalyticsConfig
export type GetAnalyticsConfigErrorType = ApiErrorType | InvalidAppConfigurationError

const PATH = '/getAnalyticsConfig'

/**
 * Whether the project has analytics on. `GET /getAnalyticsConfig`. A 403 means the
 * page's origin is not on the project's allowlist and throws `InvalidAppConfigurationError`
 * (`Invalid App Configuration`).
 *
 * @example
 * const { isAnalyticsEnabled } = await getAnalyticsConfig(registryClient)
 */
export async function getAnalyticsConfig(
  client: HttpClient,
  { signal }: GetAnalyticsConfigParameters = {},
): Promise<GetAnalyticsConfigReturnType> {
  let body: unknown
  try {
    body = await client.get({ path: PATH, signal })
  } catch (error) {
    if (error instanceof HttpRequestError && error.status === 403) {
      throw new InvalidAppConfigurationError({ cause: error })
    }
    throw error
  }
  return parseResponse(z.object({ isAnalyticsEnabled: z.boolean() }), body, PATH)
}
