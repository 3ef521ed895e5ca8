/**
 * Five colours derived from an address, the same on every machine: FNV-1a over the address
 * (lower-cased when it is a hex address, whose case is only a checksum) seeds a small PRNG that
 * picks a base hue and four neighbours. No network, no randomness.
 *
 * @example
 * avatarColors('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // ['hsl(…)', ...] (5 entries)
 */
export function avatarColors(address: string): string[] {
  const key = /^0x[0-9a-f]+$/i.test(address) ? address.toLowerCase() : address
  let hash = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  // mulberry32: a tiny, well-distributed generator seeded by the hash.
  let seed = hash
  const next = () => {
    seed = (seed + 0x6d2b79f5) >>> 0
    let t = seed
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const base = Math.floor(next() * 360)
  return [0, 1, 2, 3, 4].map((i) => {
    const hue = (base + Math.floor(next() * 90) - 45 + i * 18 + 360) % 360
    const saturation = 55 + Math.floor(next() * 35)
    const lightness = 42 + Math.floor(next() * 30)
    return `hsl(${hue} ${saturation}% ${lightness}%)`
  })
}
