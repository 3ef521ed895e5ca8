// Just enough PNG for the screenshot baselines, with no image library: decode the 8-bit RGB(A)
// and palette PNGs that Chromium and `encodeIndexed` write, reduce a screenshot to at most 256
// colours (median cut; exact when it has 256 or fewer), write it as a palette PNG (a third to a
// half of Chromium's size), and count the pixels two images differ in.
import { crc32, deflateSync, inflateSync } from 'node:zlib'

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10])

/** `{ width, height, rgb }` of a PNG (8-bit RGB, RGBA or palette, not interlaced); rgb: 3 bytes a pixel. */
export function decodePng(bytes) {
  if (!bytes.subarray(0, 8).equals(SIGNATURE)) throw new TypeError('not a PNG')
  let offset = 8
  let header
  let palette
  const data = []
  while (offset < bytes.length) {
    const length = bytes.readUInt32BE(offset)
    const type = bytes.toString('latin1', offset + 4, offset + 8)
    const body = bytes.subarray(offset + 8, offset + 8 + length)
    if (type === 'IHDR')
      header = {
        width: body.readUInt32BE(0),
        height: body.readUInt32BE(4),
        depth: body[8],
        colour: body[9],
        interlace: body[12],
      }
    else if (type === 'PLTE') palette = body
    else if (type === 'IDAT') data.push(body)
    offset += 12 + length
  }
  const channels = { 2: 3, 3: 1, 6: 4 }[header?.colour]
  if (header?.depth !== 8 || header.interlace !== 0 || !channels)
    throw new TypeError('unsupported PNG (8-bit RGB, RGBA or palette, not interlaced)')
  const { width, height } = header
  const raw = inflateSync(Buffer.concat(data))
  const stride = width * channels
  const rows = Buffer.alloc(stride * height)
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1))
    const out = y * stride
    for (let x = 0; x < stride; x += 1) {
      const a = x >= channels ? rows[out + x - channels] : 0
      const b = y > 0 ? rows[out - stride + x] : 0
      const c = x >= channels && y > 0 ? rows[out - stride + x - channels] : 0
      let value = line[x]
      if (filter === 1) value += a
      else if (filter === 2) value += b
      else if (filter === 3) value += (a + b) >> 1
      else if (filter === 4) {
        const p = a + b - c
        const pa = Math.abs(p - a)
        const pb = Math.abs(p - b)
        const pc = Math.abs(p - c)
        value += pa <= pb && pa <= pc ? a : pb <= pc ? b : c
      }
      rows[out + x] = value & 255
    }
  }
  const rgb = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i += 1) {
    if (channels === 1) palette.copy(rgb, i * 3, rows[i] * 3, rows[i] * 3 + 3)
    else rows.copy(rgb, i * 3, i * channels, i * channels + 3)
  }
  return { width, height, rgb }
}

function chunk(type, body) {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(body.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0)
  return Buffer.concat([head, body, crc])
}

function png(width, height, colour, rows, palette) {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header[8] = 8
  header[9] = colour
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    ...(palette ? [chunk('PLTE', palette)] : []),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * The image with at most 256 colours, as a palette PNG: every colour when there are that few,
 * else a median cut of the colour histogram, each pixel drawn in its box's mean colour.
 */
export function encodeIndexed({ width, height, rgb }) {
  const counts = new Map()
  for (let i = 0; i < rgb.length; i += 3) {
    const key = (rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2]
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const colours = [...counts.keys()]
  const boxes = [colours]
  // Split the box with the widest channel range (weighted by its pixels) at its pixel median.
  while (boxes.length < 256) {
    let best = -1
    let bestScore = 0
    let bestChannel = 0
    boxes.forEach((box, index) => {
      if (box.length < 2) return
      let pixels = 0
      const low = [255, 255, 255]
      const high = [0, 0, 0]
      for (const key of box) {
        pixels += counts.get(key)
        for (let c = 0; c < 3; c += 1) {
          const v = (key >> (16 - 8 * c)) & 255
          if (v < low[c]) low[c] = v
          if (v > high[c]) high[c] = v
        }
      }
      for (let c = 0; c < 3; c += 1) {
        const score = (high[c] - low[c]) * Math.sqrt(pixels)
        if (score > bestScore) {
          bestScore = score
          best = index
          bestChannel = c
        }
      }
    })
    if (best < 0) break
    const shift = 16 - 8 * bestChannel
    const box = boxes[best].sort((a, b) => ((a >> shift) & 255) - ((b >> shift) & 255))
    const total = box.reduce((sum, key) => sum + counts.get(key), 0)
    let seen = 0
    let cut = 1
    for (; cut < box.length - 1; cut += 1) {
      seen += counts.get(box[cut - 1])
      if (seen >= total / 2) break
    }
    boxes.splice(best, 1, box.slice(0, cut), box.slice(cut))
  }
  const palette = Buffer.alloc(boxes.length * 3)
  const indexOf = new Map()
  boxes.forEach((box, index) => {
    const sum = [0, 0, 0]
    let pixels = 0
    for (const key of box) {
      const n = counts.get(key)
      pixels += n
      for (let c = 0; c < 3; c += 1) sum[c] += ((key >> (16 - 8 * c)) & 255) * n
      indexOf.set(key, index)
    }
    for (let c = 0; c < 3; c += 1) palette[index * 3 + c] = Math.round(sum[c] / pixels)
  })
  const rows = Buffer.alloc((width + 1) * height)
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3
      rows[y * (width + 1) + 1 + x] = indexOf.get((rgb[i] << 16) | (rgb[i + 1] << 8) | rgb[i + 2])
    }
  return png(width, height, 3, rows, palette)
}

/**
 * How two images differ: the share of pixels whose colour moved by more than `tolerance` (of 255)
 * in a channel, and a diff PNG (moved pixels magenta, the rest the new image, faded).
 */
export function comparePixels(before, after, tolerance) {
  if (before.width !== after.width || before.height !== after.height)
    return { share: 1, diff: undefined }
  const { width, height } = after
  const rows = Buffer.alloc((width * 3 + 1) * height)
  let moved = 0
  for (let i = 0; i < width * height; i += 1) {
    let differs = false
    for (let c = 0; c < 3; c += 1)
      if (Math.abs(before.rgb[i * 3 + c] - after.rgb[i * 3 + c]) > tolerance) differs = true
    if (differs) moved += 1
    const at = Math.floor(i / width) * (width * 3 + 1) + 1 + (i % width) * 3
    for (let c = 0; c < 3; c += 1)
      rows[at + c] = differs ? [255, 0, 255][c] : 191 + (after.rgb[i * 3 + c] >> 2)
  }
  return { share: moved / (width * height), diff: png(width, height, 2, rows) }
}
