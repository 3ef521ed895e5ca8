/**
 * The bytes of a base64url string (padding optional); undefined when it is not base64url.
 *
 * @example
 * fromBase64url('-_8') // Uint8Array [251, 255]
 */
export function fromBase64url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text)) return undefined
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''))
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return undefined
  }
}
