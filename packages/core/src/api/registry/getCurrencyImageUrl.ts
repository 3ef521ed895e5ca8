import type { HttpClient } from '../../http/types'
import { getRegistryImageUrl } from './getRegistryImageUrl'

/**
 * The URL of a fiat currency's image, `GET /public/getCurrencyImage/{id}`. Built, not
 * fetched, because `<img>` tags load it. With the registry client the URL carries `projectId`,
 * `st` and `sv`; with a plain base URL it is bare.
 *
 * @example
 * const src = getCurrencyImageUrl(registryClient, 'USD')
 */
export function getCurrencyImageUrl(
  clientOrBaseUrl: Pick<HttpClient, 'url'> | string,
  id: string,
): string {
  return getRegistryImageUrl(clientOrBaseUrl, '/public/getCurrencyImage', id)
}
