import { render, screen } from '@testing-library/react'
import { encode } from 'uqr'
import { describe, expect, test } from 'vitest'
import { QrCode } from './QrCode'
import { qrPath } from './qrPath'

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

describe('qrPath', () => {
  test('draws a dot for every dark data module uqr computed, minus the logo square', () => {
    const qr = encode(URI, { ecc: 'Q', border: 0 })
    const geometry = qrPath(URI)
    expect(geometry.size).toBe(qr.size)
    const { start, side } = geometry.logo
    let expected = 0
    for (let y = 0; y < qr.size; y++) {
      for (let x = 0; x < qr.size; x++) {
        const inLogo = x >= start && x < start + side && y >= start && y < start + side
        if (qr.data[y]?.[x] && qr.types[y]?.[x] !== 2 && !inLogo) expected++
      }
    }
    expect(geometry.dotCount).toBe(expected)
    expect(geometry.dots.match(/M/g)).toHaveLength(expected)
  })

  test('the clear square is centered and covers under a fifth of the side (Q recovers 25%)', () => {
    const { size, logo } = qrPath(URI)
    expect(logo.start * 2 + logo.side).toBe(size)
    expect(logo.side / size).toBeLessThan(0.25)
    expect(logo.side % 2).toBe(1)
  })

  test('the same data always gives the same code; other data another one', () => {
    expect(qrPath(URI).dots).toBe(qrPath(URI).dots)
    expect(qrPath(`${URI}x`).dots).not.toBe(qrPath(URI).dots)
  })
})

describe('QrCode', () => {
  test('an image named by its label, with three finder patterns and the logo', () => {
    const { container } = render(
      <QrCode uri={URI} label="QR code for WalletConnect" logoSrc="data:," />,
    )
    expect(screen.getByRole('img', { name: 'QR code for WalletConnect' })).toBeTruthy()
    expect(container.querySelectorAll('g > rect')).toHaveLength(9)
    expect(container.querySelector('image')?.getAttribute('href')).toBe('data:,')
  })

  test('sized by attributes, not inline styles', () => {
    const { container } = render(<QrCode uri={URI} size={200} />)
    const svg = container.querySelector('svg')
    expect(svg?.getAttribute('width')).toBe('200')
    expect(svg?.hasAttribute('style')).toBe(false)
  })

  test('no URI yet: a placeholder that says the code is being created', () => {
    render(<QrCode uri="" />)
    expect(screen.getByRole('img', { name: 'Creating QR code' })).toBeTruthy()
  })
})
