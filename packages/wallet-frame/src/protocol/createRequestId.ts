/**
 * A fresh request id from the platform's CSPRNG (`crypto.randomUUID`), so a page script or
 * another frame cannot guess the id of a pending request.
 *
 * @example
 * createAppEvent('GET_CHAIN_ID', createRequestId())
 */
export function createRequestId(): string {
  return globalThis.crypto.randomUUID()
}
