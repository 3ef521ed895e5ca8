import { encode } from 'uqr'

export type QrGeometry = {
  /** Modules per side. */
  size: number
  /** One SVG path with a dot for every dark data module (finders and the logo area left out). */
  dots: string
  /** Number of dots drawn. */
  dotCount: number
  /** Top-left corners of the three finder patterns, in modules. */
  finders: Array<[number, number]>
  /** The square kept clear for the logo: start and side, in modules. */
  logo: { start: number; side: number }
}

// uqr's QrCodeDataType.Position (finder patterns), drawn as rounded squares instead of dots.
const POSITION = 2
const DOT_RADIUS = 0.42
const ARC = `a${DOT_RADIUS} ${DOT_RADIUS} 0 1 0 ${DOT_RADIUS * 2} 0a${DOT_RADIUS} ${DOT_RADIUS} 0 1 0 -${DOT_RADIUS * 2} 0`

function round(value: number): number {
  return Math.round(value * 100) / 100
}

/**
 * The QR matrix from `uqr` (error correction Q: up to 25% of the code can be covered, and the
 * logo covers about 5%), turned into SVG geometry: dots for data, finder squares, a clear center.
 *
 * @example
 * const { size, dots } = qrPath('wc:...@2?relay-protocol=irn&symKey=...')
 */
export function qrPath(data: string): QrGeometry {
  const qr = encode(data, { ecc: 'Q', border: 0 })
  const { size } = qr
  // An odd side keeps the clear square centered on a module.
  const side = Math.max(5, Math.floor(size * 0.22) | 1)
  const start = (size - side) / 2
  const inLogo = (x: number, y: number) =>
    x >= start && x < start + side && y >= start && y < start + side
  let dots = ''
  let dotCount = 0
  for (let y = 0; y < size; y++) {
    const row = qr.data[y] ?? []
    const types = qr.types[y] ?? []
    for (let x = 0; x < size; x++) {
      if (!row[x] || types[x] === POSITION || inLogo(x, y)) continue
      // Two arcs make a circle; coordinates rounded so the path stays short.
      dots += `M${round(x + 0.5 - DOT_RADIUS)} ${y + 0.5}${ARC}`
      dotCount++
    }
  }
  return {
    size,
    dots,
    dotCount,
    finders: [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ],
    logo: { start, side },
  }
}
