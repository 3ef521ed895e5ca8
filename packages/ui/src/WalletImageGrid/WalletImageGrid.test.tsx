import { fireEvent, render } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { NEVER_LOADS, PIXEL } from '../test/images'
import { WalletImageGrid } from './WalletImageGrid'

describe('WalletImageGrid', () => {
  test('shows the first four logos, hidden from screen readers', () => {
    const srcs = ['a', 'b', 'c', 'd', 'e'].map((name) => `${PIXEL}#${name}`)
    const { container } = render(<WalletImageGrid srcs={srcs} />)
    const grid = container.querySelector('.al-wallet-image-grid')
    expect(grid?.getAttribute('aria-hidden')).toBe('true')
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual(
      srcs.slice(0, 4),
    )
  })

  test('a logo that fails leaves a wallet icon in its cell, the others stay', () => {
    const { container } = render(<WalletImageGrid srcs={[NEVER_LOADS, `${PIXEL}#b`]} />)
    const [first] = container.querySelectorAll('img')
    fireEvent.error(first as HTMLImageElement)
    const cells = container.querySelectorAll('.al-wallet-image-grid > span')
    expect(cells[0]?.getAttribute('data-status')).toBe('failed')
    expect(cells[0]?.querySelector('img')).toBeNull()
    expect(cells[0]?.querySelector('svg')).not.toBeNull()
    expect(cells[1]?.querySelector('img')).not.toBeNull()
  })

  test('with no logos, the wallet icon stands alone', () => {
    const { container } = render(<WalletImageGrid srcs={[]} />)
    expect(container.querySelector('.al-wallet-image-grid')).toBeNull()
    expect(container.querySelector('.al-wallet-image svg')).not.toBeNull()
  })
})
