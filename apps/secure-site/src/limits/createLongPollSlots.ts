/** Hands out places for long polls: at most `perIp` per address and `total` over all. */
export type LongPollSlots = {
  /** A place for `ip`, or undefined when its or the site's places are all taken; call `release` once. */
  take(ip: string): { release(): void } | undefined
  /** Long polls held now by `ip`, or by everyone without an argument. */
  held(ip?: string): number
}

/**
 * Counts the long polls (device and Farcaster waits) in progress, per client IP and in total, so
 * one address (or a crowd) cannot hold the site's database polling without end.
 *
 * @example
 * const slots = createLongPollSlots({ perIp: 8, total: 256 })
 * const slot = slots.take(ip)
 * if (!slot) return tooManyRequests()
 * try { return await waitForDevice(...) } finally { slot.release() }
 */
export function createLongPollSlots(limits: { perIp: number; total: number }): LongPollSlots {
  const perIp = new Map<string, number>()
  let total = 0
  return {
    take(ip) {
      const mine = perIp.get(ip) ?? 0
      if (mine >= limits.perIp || total >= limits.total) return undefined
      perIp.set(ip, mine + 1)
      total += 1
      let released = false
      return {
        release() {
          if (released) return
          released = true
          total -= 1
          const left = (perIp.get(ip) ?? 1) - 1
          if (left <= 0) perIp.delete(ip)
          else perIp.set(ip, left)
        },
      }
    },
    held: (ip) => (ip === undefined ? total : (perIp.get(ip) ?? 0)),
  }
}
