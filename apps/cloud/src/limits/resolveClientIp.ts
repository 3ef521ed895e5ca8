/**
 * The client's address for the per-IP limits. With no trusted proxy it is the socket's peer, and
 * `X-Forwarded-For` (which any client can write) is ignored. With `trustedHops` reverse proxies
 * in front, each appending the address it was reached from, it is the address the outermost
 * trusted proxy saw: the `trustedHops`-th entry from the right (entries a client wrote itself sit
 * further left and are never used).
 *
 * @example
 * resolveClientIp('10.0.0.2', '203.0.113.7, 198.51.100.1', 1) // '198.51.100.1'
 * resolveClientIp('10.0.0.2', '203.0.113.7', 0) // '10.0.0.2'
 */
export function resolveClientIp(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string {
  const socket = socketAddress ?? 'unknown'
  if (trustedHops <= 0 || forwardedFor === undefined) return socket
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  // [the socket's peer, then X-Forwarded-For from the nearest proxy outwards]
  const chain = [socket, ...entries.reverse()]
  return chain[Math.min(trustedHops, chain.length - 1)] ?? socket
}
