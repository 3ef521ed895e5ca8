import { connect } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'
import { startTestCloud, type TestCloud } from '../../test/startTestCloud'

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

let cloud: TestCloud
beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(() => cloud.stop())

function nft(tokenId: string, name: string, amount = '1') {
  return {
    chainId: 'eip155:1',
    tokenId,
    name,
    imageUrl: PIXEL,
    amount,
    collection: {
      address: 'eip155:1:0x72bb9c7ffbE2Ed234e53bc64862DdA6d9fFF333b',
      name: 'Airlock Moments',
      symbol: 'MOMENT',
      standard: amount === '1' ? 'erc721' : 'erc1155',
    },
    flags: { is_spam: false },
  }
}

async function openNftsTab() {
  const rendered = renderAirlock(null, { cloudUrl: cloud.url })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  rendered.airlock.open()
  const view = await rendered.modal()
  fireEvent.click(await view.findByRole('tab', { name: 'NFTs' }))
  return { ...rendered, view }
}

describe('the NFTs tab', () => {
  it('shows the NFTs as a grid: name, collection, amount and image, asked for the active chain', async () => {
    cloud.nfts = {
      data: [nft('3', 'Airlock Moments #3'), nft('1', 'Bronze Badge', '3')],
      next: null,
    }
    try {
      const { view } = await openNftsTab()
      const grid = await view.findByRole('list', { name: 'NFTs' })
      await view.findByText('Airlock Moments #3')
      expect(view.getByText('Bronze Badge')).toBeTruthy()
      expect(view.getByText('3 owned')).toBeTruthy()
      const images = [...grid.querySelectorAll('img')].map((img) => img.getAttribute('src'))
      expect(images).toEqual([PIXEL, PIXEL])
      const request = cloud.requests.find((url) => url.pathname.endsWith('/nfts'))
      expect(request?.searchParams.get('chainId')).toBe('eip155:1')
      expect(request?.pathname).toBe('/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/nfts')
    } finally {
      cloud.nfts = { data: [], next: null }
    }
  })

  it('says No NFTs yet when the account holds none', async () => {
    const { view } = await openNftsTab()
    await view.findByText('No NFTs yet')
  })

  it('says Failed to fetch NFTs when the cloud fails, and Try again fetches again', async () => {
    cloud.nfts = 'fail'
    try {
      const { view } = await openNftsTab()
      await view.findByText('Failed to fetch NFTs')
      cloud.nfts = { data: [nft('7', 'Airlock Moments #7')], next: null }
      fireEvent.click(view.getByRole('button', { name: 'Try again' }))
      await view.findByText('Airlock Moments #7')
      await waitFor(() => expect(view.queryByText('Failed to fetch NFTs')).toBeNull())
    } finally {
      cloud.nfts = { data: [], next: null }
    }
  })
})
