import { SDK_TYPE, SDK_VERSION } from '../constants/sdk'
import type { AirlockCore } from '../createAirlockCore'
import { createHttpClient } from './createHttpClient'
import type { HttpClient } from './types'

/** Which service of the instance: the Blockchain API (`apiUrl`) or the wallet registry. */
export type ApiService = 'api' | 'registry'

/**
 * An HTTP client for one of the instance's services: its base URL from the options,
 * the project id (empty when missing, which the alert already reports) and the SDK type and
 * version on every call.
 *
 * @example
 * const { balances } = await getBalance(getApiClient(core, 'api'), { address, currency: 'usd' })
 */
export function getApiClient(core: AirlockCore, service: ApiService): HttpClient {
  const { options } = core
  return createHttpClient({
    baseUrl: service === 'api' ? options.apiUrl : options.registryUrl,
    projectId: options.projectId ?? '',
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
  })
}
