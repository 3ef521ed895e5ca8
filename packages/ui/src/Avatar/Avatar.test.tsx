import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { NEVER_LOADS, PIXEL } from '../test/images'
import { Avatar } from './Avatar'
import { avatarColors } from './avatarColors'

const VITALIK = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'
const OTHER = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F'
const SOLANA = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'

const stops = (container: HTMLElement) =>
  [...container.querySelectorAll('stop')].map((s) => s.getAttribute('stop-color'))

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
