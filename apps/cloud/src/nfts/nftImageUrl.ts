import type { IconRequest } from '../blockchain/tokenIconUrl'
import type { CloudContext } from '../server/types'

/**
 * The URL of the image the cloud generates for one NFT (`/v1/nft/image/{chainId}/{contract}/
 * {tokenId}`), with the caller's project parameters so that an `<img>` can load it.
 *
 * @example
 * nftImageUrl(ctx, 1, '0x72bb...', '1', { projectId: 'demo', st: 'airlock', sv: '0.1.0' })
 * // 'http://127.0.0.1:8787/v1/nft/image/1/0x72bb.../1?projectId=demo&st=airlock&sv=0.1.0'
 */
export function nftImageUrl(
  ctx: CloudContext,
  chainId: number,
  contract: string,
  tokenId: string,
  request: IconRequest,
): string {
  const url = new URL(
    `/v1/nft/image/${chainId}/${contract.toLowerCase()}/${tokenId}`,
    ctx.config.publicUrl,
  )
  if (request.projectId) url.searchParams.set('projectId', request.projectId)
  if (request.st) url.searchParams.set('st', request.st)
  if (request.sv) url.searchParams.set('sv', request.sv)
  return url.toString()
}
