import type { HttpClient } from '../../http/types'
import { getRegistryImageUrl } from './getRegistryImageUrl'

/**
 * The URL of an asset image (e.g. a network logo), `GET /public/getAssetImage/{id}`.
 * Built, not fetched, because `<img>` tags load it. With the registry client the
 * URL carries `projectId`, `st` and `sv`; with a plain base URL it is bare.
 *
 * @example
 * const src = getAssetImageUrl(registryClient, '692ed6ba-e569-459a-556a-776476829e00')
 */
export function getAssetImageUrl(
  clientOrBaseUrl: Pick<HttpClient, 'url'> | string,
  id: string,
): string {
  return getRegistryImageUrl(clientOrBaseUrl, '/public/getAssetImage', id)
}
