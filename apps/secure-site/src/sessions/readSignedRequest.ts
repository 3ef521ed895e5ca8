import type { Context } from 'hono'
import { SIGNED_REQUEST_VARIABLE, type SignedRequest } from './SignedRequest'

/**
 * The verified signature of this API call (set by the API's middleware), or undefined outside
 * `/api/`.
 *
 * @example
 * const { thumbprint, publicKey, projectId } = readSignedRequest(c) ?? fail()
 */
export function readSignedRequest(c: Context): SignedRequest | undefined {
  return (c as Context<{ Variables: Record<string, unknown> }>).get(SIGNED_REQUEST_VARIABLE) as
    | SignedRequest
    | undefined
}
