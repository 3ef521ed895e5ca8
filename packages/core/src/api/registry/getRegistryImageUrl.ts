import type { HttpClient } from '../../http/types'

/** A registry image path below the base URL. */
export type RegistryImagePath =
  | '/getWalletImage'
  | '/public/getAssetImage'
  | '/public/getCurrencyImage'
  | '/public/getTokenImage'

/**
 * `{base}{path}/{id}`: with a client, the URL carries the project query parameters the
 * wallet registry asks for; with a plain base URL it does not. Internal.
 */
export function getRegistryImageUrl(
  clientOrBaseUrl: Pick<HttpClient, 'url'> | string,
  path: RegistryImagePath,
  id: string,
): string {
  const imagePath = `${path}/${encodeURIComponent(id)}`
  if (typeof clientOrBaseUrl === 'string')
    return `${clientOrBaseUrl.replace(/\/+$/, '')}${imagePath}`
  return clientOrBaseUrl.url({ path: imagePath })
}
