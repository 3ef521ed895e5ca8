import { getWalletImageUrl, type HttpClient } from '@airlock/core'

/** The image a wallet entry shows: its own URL, else the registry's image by id. */
export function walletImageSrc(
  registry: HttpClient,
  entry: { imageUrl?: string | undefined; imageId?: string | null | undefined },
): string | undefined {
  if (entry.imageUrl) return entry.imageUrl
  return entry.imageId ? getWalletImageUrl(registry, entry.imageId) : undefined
}
