import type { DevicePublicKey } from './devicePublicKey'
import { sha256Base64url } from './sha256Base64url'

/**
 * The RFC 7638 thumbprint of a device public key: SHA-256 (base64url) of its required members in
 * lexicographic order, no whitespace. The frame and the server compute it alike; sessions,
 * social and Farcaster flows and used nonces are keyed by it.
 *
 * @example
 * const thumbprint = await jwkThumbprint({ crv: 'P-256', kty: 'EC', x, y })
 */
export async function jwkThumbprint(key: DevicePublicKey): Promise<string> {
  return sha256Base64url(`{"crv":"${key.crv}","kty":"${key.kty}","x":"${key.x}","y":"${key.y}"}`)
}
