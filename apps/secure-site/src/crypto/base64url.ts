/**
 * Bytes as base64url without padding (RFC 4648 §5), in the browser and in Node alike (no
 * `Buffer`): JWK coordinates, thumbprints, nonces, signatures and PKCE values.
 *
 * @example
 * base64url(new Uint8Array([251, 255])) // '-_8'
 */
export function base64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)
  let binary = ''
  for (const byte of view) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
