import type { DevicePublicKey } from '../crypto/devicePublicKey'

/** What a verified signed API call proves: which device key signed it, for which project. */
export type SignedRequest = {
  publicKey: DevicePublicKey
  /** RFC 7638 thumbprint of `publicKey`. */
  thumbprint: string
  projectId: string
}

/** The Hono context variable `verifySignedRequest`'s middleware sets. */
export const SIGNED_REQUEST_VARIABLE = 'airlockSignedRequest'
