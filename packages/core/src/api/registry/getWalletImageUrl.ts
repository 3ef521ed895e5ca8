import type { HttpClient } from '../../http/types'
import { getRegistryImageUrl } from './getRegistryImageUrl'

/**
 * The URL of a wallet's logo, `GET /getWalletImage/{id}`. Built, not
 * fetched, because `<img>` tags load it. With the registry client the URL carries `projectId`,
 * `st` and `sv`; with a plain base URL it is bare.
 *
 * @example
 * const src = getWalletImageUrl(registryClient, 'c57ca95b47569778a828d19178114f4db188b89b')
 */
export function getWalletImageUrl(
  clientOrBaseUrl: Pick<HttpClient, 'url'> | string,
  id: string,
): string {
  return getRegistryImageUrl(clientOrBaseUrl, '/getWalletImage', id)
}
