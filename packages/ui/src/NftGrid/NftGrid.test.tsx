import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { EmptyState } from '../EmptyState/EmptyState'
import { PIXEL } from '../test/images'
import { NftGrid } from './NftGrid'

describe('NftGrid', () => {
  test('a card per NFT with its name, collection, amount and image', () => {
    render(
      <NftGrid
        label="NFTs"
        items={[
          { id: 'a', name: 'Airlock Pass #1', collection: 'Airlock Pass', imageSrc: PIXEL },
          { id: 'b', name: 'Bronze Badge', collection: 'Airlock Badges', amount: '×3' },
        ]}
      />,
    )
    const grid = screen.getByRole('list', { name: 'NFTs' })
    const cards = within(grid).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const [pass, badge] = cards as [HTMLElement, HTMLElement]
    expect(within(pass).getByText('Airlock Pass #1')).toBeTruthy()
    expect(pass.querySelector('img')?.getAttribute('src')).toBe(PIXEL)
    expect(within(badge).getByText('×3')).toBeTruthy()
    // No image: the name's first letter instead.
    expect(badge.querySelector('img')).toBeNull()
    expect(within(badge).getByText('B')).toBeTruthy()
  })

  test('an image that fails shows the fallback letter; one that loads is shown', () => {
    render(
      <NftGrid
        label="NFTs"
        items={[
          { id: 'a', name: 'Gold Badge', imageSrc: 'http://127.0.0.1:9/x.svg' },
          { id: 'b', name: 'Silver Badge', imageSrc: PIXEL },
        ]}
      />,
    )
    const [gold, silver] = screen.getAllByRole('listitem') as [HTMLElement, HTMLElement]
    fireEvent.error(gold.querySelector('img') as HTMLImageElement)
    expect(gold.querySelector('img')).toBeNull()
    expect(within(gold).getByText('G')).toBeTruthy()
    fireEvent.load(silver.querySelector('img') as HTMLImageElement)
    expect(silver.querySelector('[data-status="loaded"]')).not.toBeNull()
  })

  test('loading: skeleton cards and a status; empty: the empty state', () => {
    const { rerender } = render(
      <NftGrid label="NFTs" items={[]} loading loadingLabel="Loading NFTs" />,
    )
    expect(screen.getByRole('status').textContent).toBe('Loading NFTs')
    expect(screen.getByRole('list', { name: 'NFTs' }).getAttribute('aria-busy')).toBe('true')
    rerender(<NftGrid label="NFTs" items={[]} empty={<EmptyState title="No NFTs yet" />} />)
    expect(screen.getByText('No NFTs yet')).toBeTruthy()
    expect(screen.queryByRole('list')).toBeNull()
  })
})
