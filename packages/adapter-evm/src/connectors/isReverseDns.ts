// Two or more DNS labels: letters, digits and inner hyphens, 1 to 63 characters each.
const REVERSE_DNS =
  /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i

/**
 * Whether an EIP-6963 `rdns` (untrusted input) is a reverse-DNS name such as `io.metamask`: at
 * least two labels, at most 253 characters. wagmi uses the rdns as the connector id, which Airlock
 * stores and shows, so announcements without a valid one are ignored.
 *
 * @example
 * isReverseDns('io.metamask') // true
 * isReverseDns('../../etc') // false
 */
export function isReverseDns(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 253 && REVERSE_DNS.test(value)
}
