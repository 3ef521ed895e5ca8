import { base64url } from './base64url'

/**
 * SHA-256 of a UTF-8 string (or bytes) as base64url, with WebCrypto (the frame and the server
 * share it): the body hash of a signed request, a JWK thumbprint, a PKCE `S256` challenge.
 *
 * @example
 * await sha256Base64url('{}') // 'RBNvo1WzZ4oRRq0W9-hknpT7T8If536DEMBg9hyq_4o'
 */
export async function sha256Base64url(input: string | Uint8Array<ArrayBuffer>): Promise<string> {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input
  return base64url(await crypto.subtle.digest('SHA-256', bytes))
}
