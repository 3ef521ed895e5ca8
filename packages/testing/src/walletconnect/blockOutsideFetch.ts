/**
 * Replaces `globalThis.fetch` so that any request to a host other than loopback fails at once and
 * is recorded: the WalletConnect SDK tests assert that nothing leaves the machine. `restore()` puts
 * the real fetch back.
 *
 * @example
 * const blocked = blockOutsideFetch()
 * // ... pair, sign, disconnect ...
 * blocked.restore()
 * expect(blocked.outside).toEqual([])
 */
export function blockOutsideFetch(): { outside: string[]; restore(): void } {
  const realFetch = globalThis.fetch
  const outside: string[] = []
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') {
      outside.push(url.href)
      return Promise.reject(new TypeError(`blocked: ${url.href}`))
    }
    return realFetch(input, init)
  }
  return {
    outside,
    restore() {
      globalThis.fetch = realFetch
    },
  }
}
