import type { HttpClient } from '../../http/types'
import { getRegistryImageUrl } from './getRegistryImageUrl'

/**
 * The URL of a token's image, `GET /public/getTokenImage/{id}`. Built, not
 * fetched, because `<img>` tags load it. With the registry client the URL carries `projectId`,
 * `st` and `sv`; with a plain base URL it is bare.
 *
 * @example
 * const src = getTokenImageUrl(registryClient, 'ETH')
 */
export function getTokenImageUrl(
  clientOrBaseUrl: Pick<HttpClient, 'url'> | string,
  id: string,
): string {
  return getRegistryImageUrl(clientOrBaseUrl, '/public/getTokenImage', id)
}
