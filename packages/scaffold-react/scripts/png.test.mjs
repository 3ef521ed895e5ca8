// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { comparePixels, decodePng, encodeIndexed } from './png.mjs'

/** An image of `width` x `height` whose pixel i has colour `colour(i)`. */
function image(width, height, colour) {
  const rgb = Buffer.alloc(width * height * 3)
  for (let i = 0; i < width * height; i += 1) rgb.set(colour(i), i * 3)
  return { width, height, rgb }
}

describe('screenshot PNGs', () => {
  test('an image of 256 colours or fewer comes back pixel for pixel', () => {
    const original = image(20, 10, (i) => [i % 7, (i * 3) % 256, 200])
    const back = decodePng(encodeIndexed(original))
    expect(back.width).toBe(20)
    expect(back.height).toBe(10)
    expect(back.rgb.equals(original.rgb)).toBe(true)
  })

  test('more colours are reduced to 256, each pixel near its own', () => {
    const original = image(64, 64, (i) => [i % 256, (i >> 4) % 256, (i * 7) % 256])
    const bytes = encodeIndexed(original)
    // A palette PNG: colour type 3 in the header.
    expect(bytes[25]).toBe(3)
    const back = decodePng(bytes)
    expect(comparePixels(original, back, 64).share).toBe(0)
  })

  test('a moved pixel is counted, a small shift within the tolerance is not', () => {
    const before = image(10, 10, () => [100, 100, 100])
    const shifted = image(10, 10, () => [110, 100, 100])
    expect(comparePixels(before, shifted, 24).share).toBe(0)
    const moved = image(10, 10, (i) => (i === 0 ? [255, 0, 0] : [100, 100, 100]))
    const { share, diff } = comparePixels(before, moved, 24)
    expect(share).toBe(0.01)
    // The diff draws the moved pixel magenta.
    expect([...decodePng(diff).rgb.subarray(0, 3)]).toEqual([255, 0, 255])
  })

  test('images of different sizes differ entirely', () => {
    expect(
      comparePixels(
        image(2, 2, () => [0, 0, 0]),
        image(2, 3, () => [0, 0, 0]),
        24,
      ).share,
    ).toBe(1)
  })
})
