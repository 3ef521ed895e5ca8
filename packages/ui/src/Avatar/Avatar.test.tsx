import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../constants/timings'
import { NEVER_LOADS, PIXEL } from '../test/images'
import { Avatar } from './Avatar'
import { avatarColors } from './avatarColors'

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const OTHER = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const stops = (container: HTMLElement) =>
  [...container.querySelectorAll('stop')].map((s) => s.getAttribute('stop-color'))

afterEach(() => {
  vi.useRealTimers()
})

describe('Avatar', () => {
  test('the same address always draws the same picture; another address another one', () => {
    const a = render(<Avatar address={VITALIK} />)
    const first = stops(a.container)
    a.unmount()
    const b = render(<Avatar address={VITALIK} />)
    expect(stops(b.container)).toEqual(first)
    b.unmount()
    const c = render(<Avatar address={OTHER} />)
    expect(stops(c.container)).not.toEqual(first)
    expect(first).toHaveLength(5)
  })

  test('hex case is only a checksum: it does not change the colours; base58 case does', () => {
    expect(avatarColors(VITALIK)).toEqual(avatarColors(VITALIK.toLowerCase()))
    expect(avatarColors(SOLANA)).not.toEqual(avatarColors(SOLANA.toLowerCase()))
  })

  test('colours are pinned (no hidden randomness between runs)', () => {
    expect(avatarColors(VITALIK)).toMatchInlineSnapshot(`
      [
        "hsl(166 64% 56%)",
        "hsl(213 79% 62%)",
        "hsl(172 55% 59%)",
        "hsl(231 64% 49%)",
        "hsl(233 85% 45%)",
      ]
    `)
  })

  test('decorative by default; named with a label', () => {
    const { rerender } = render(<Avatar address={VITALIK} />)
    expect(screen.queryByRole('img')).toBeNull()
    rerender(<Avatar address={VITALIK} label="Your account" />)
    expect(screen.getByRole('img', { name: 'Your account' })).toBeTruthy()
  })

  test('a profile picture replaces the generated one once it loads', async () => {
    const stalled = render(<Avatar address={VITALIK} src={NEVER_LOADS} />)
    expect(stalled.container.querySelector('svg')).not.toBeNull()
    expect(stalled.container.querySelector('img')?.hidden).toBe(true)
    stalled.unmount()
    const { container } = render(<Avatar address={VITALIK} src={PIXEL} />)
    await waitFor(() => expect(container.querySelector('svg')).toBeNull())
    expect(container.querySelector('img')?.hidden).toBe(false)
  })

  test('two avatars on one page use distinct gradient ids', () => {
    const { container } = render(
      <>
        <Avatar address={VITALIK} />
        <Avatar address={OTHER} />
      </>,
    )
    const ids = [...container.querySelectorAll('radialGradient')].map((g) => g.id)
    expect(new Set(ids).size).toBe(4)
    for (const id of ids) expect(id).toMatch(/^[a-zA-Z0-9_-]+$/)
  })
})

describe('Avatar: profile picture fallback (2 s, SPEC.md §2)', () => {
  const generated = (container: HTMLElement) => container.querySelector('svg')

  test('a picture that never loads gives way to the generated one after exactly 2000 ms', () => {
    vi.useFakeTimers()
    const { container } = render(<Avatar address={VITALIK} src={NEVER_LOADS} label="Account" />)
    const img = container.querySelector('img')
    expect(img?.hidden).toBe(true)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    expect(container.querySelector('img')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(container.querySelector('img')).toBeNull()
    expect(generated(container)).not.toBeNull()
    expect(screen.getByRole('img', { name: 'Account' })).toBeTruthy()
    expect(IMAGE_PRELOAD_TIMEOUT_MS).toBe(2000)
    // A load after the time-out does not bring the picture back (no flicker).
    if (img) fireEvent.load(img)
    expect(container.querySelector('img')).toBeNull()
  })

  test('a picture that errors shows the generated one at once, without waiting 2 s', () => {
    vi.useFakeTimers()
    const { container } = render(<Avatar address={VITALIK} src={NEVER_LOADS} />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no img')
    act(() => vi.advanceTimersByTime(500))
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(generated(container)).not.toBeNull()
    // The time-out that follows changes nothing.
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(generated(container)).not.toBeNull()
  })

  test('a picture that loads within the 2 s stays after them', () => {
    vi.useFakeTimers()
    const { container } = render(<Avatar address={VITALIK} src={NEVER_LOADS} />)
    const img = container.querySelector('img')
    if (!img) throw new Error('no img')
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS - 1))
    fireEvent.load(img)
    act(() => vi.advanceTimersByTime(IMAGE_PRELOAD_TIMEOUT_MS))
    expect(container.querySelector('img')?.hidden).toBe(false)
    expect(generated(container)).toBeNull()
  })
})
