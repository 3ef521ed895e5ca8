/**
 * The public half of a frame's device key as a JWK: ECDSA P-256, only the members RFC 7638 hashes
 * for its thumbprint (`crv`, `kty`, `x`, `y`).
 */
export type DevicePublicKey = { crv: 'P-256'; kty: 'EC'; x: string; y: string }

const coordinate = /^[A-Za-z0-9_-]{43}$/

/**
 * The device public key in `value` (a JWK object from the frame), reduced to its RFC 7638
 * members; undefined when it is not an EC P-256 public key with 32-byte coordinates.
 *
 * @example
 * const key = toDevicePublicKey(JSON.parse(header)) // { crv: 'P-256', kty: 'EC', x, y }
 */
export function toDevicePublicKey(value: unknown): DevicePublicKey | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { crv, kty, x, y } = value as Record<string, unknown>
  if (crv !== 'P-256' || kty !== 'EC') return undefined
  if (typeof x !== 'string' || typeof y !== 'string') return undefined
  if (!coordinate.test(x) || !coordinate.test(y)) return undefined
  return { crv, kty, x, y }
}
