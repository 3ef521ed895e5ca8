import { createPublicKey, verify } from 'node:crypto'
import { decodeBase58 } from './decodeBase58'
import { RelayAuthError } from './RelayAuthError'

/** Multicodec prefix of an Ed25519 public key inside a `did:key` (0xed 0x01). */
const ed25519Prefix = [0xed, 0x01]

/**
 * Checks the `auth` query parameter of a relay connection: a did-jwt (EdDSA) that the client
 * signs with its own key, as `@walletconnect/relay-auth` writes it. Returns the client id (the
 * `iss`, `did:key:z6Mk...`). The signature is verified against the key inside `iss`, so one client
 * cannot take over another's id and with it its undelivered messages.
 *
 * @example
 * verifyRelayAuth(url.searchParams.get('auth')) // 'did:key:z6Mk...'
 */
export function verifyRelayAuth(token: string | null, now: number = Date.now()): string {
  if (!token) throw new RelayAuthError('Unauthorized: missing auth token')
  if (token.length > 4_096) throw new RelayAuthError('Unauthorized: auth token too long')
  const [header, payload, signature, ...rest] = token.split('.')
  if (!header || !payload || !signature || rest.length > 0)
    throw new RelayAuthError('Unauthorized: auth token is not a JWT')
  const claims = parseJson(payload)
  const alg = parseJson(header)?.alg
  const iss = claims?.iss
  if (alg !== 'EdDSA' || typeof iss !== 'string' || !iss.startsWith('did:key:z'))
    throw new RelayAuthError('Unauthorized: auth token has no EdDSA did:key issuer')
  const exp = claims?.exp
  if (typeof exp === 'number' && exp * 1000 < now)
    throw new RelayAuthError('Unauthorized: auth token expired')
  const key = decodeBase58(iss.slice('did:key:z'.length))
  if (key?.length !== 34 || key[0] !== ed25519Prefix[0] || key[1] !== ed25519Prefix[1])
    throw new RelayAuthError('Unauthorized: auth issuer is not an Ed25519 did:key')
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(key.subarray(2)).toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${header}.${payload}`)
  if (!verify(null, signed, publicKey, Buffer.from(signature, 'base64url')))
    throw new RelayAuthError('Unauthorized: auth token signature does not match its issuer')
  return iss
}

function parseJson(part: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
