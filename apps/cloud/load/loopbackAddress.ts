/**
 * The `index`-th source address of the load run's clients, in 127.20.0.0/16 (Linux answers for
 * all of 127.0.0.0/8), so that the per-IP limits see many clients, as in production, and not one.
 *
 * @example
 * loopbackAddress(0) // '127.20.0.1'
 */
export function loopbackAddress(index: number): string {
  return `127.20.${Math.floor(index / 250) % 250}.${(index % 250) + 1}`
}
