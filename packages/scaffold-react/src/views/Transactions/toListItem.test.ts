import { en, type Transaction } from '@airlock/core'
import { describe, expect, test } from 'vitest'
import type { AirlockMessages } from '../../messages/types'
import { toListItem } from './toListItem'

const messages = en as unknown as AirlockMessages
const ME = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function transaction(
  metadata: Record<string, unknown>,
  transfers: Record<string, unknown>[],
): Transaction {
  return {
    id: 'tx',
    metadata: { minedAt: '2026-11-15T12:00:00Z', chain: 'eip155:1', ...metadata },
    transfers,
  } as unknown as Transaction
}

describe('toListItem (what an Activity row shows)', () => {
  test('a send: Sent, to whom, the amount with 3 decimals and symbol, the token image', () => {
    const item = toListItem(
      transaction({ operationType: 'send', sentFrom: ME, sentTo: OTHER, status: 'confirmed' }, [
        {
          fungible_info: { symbol: 'USDC', icon: { url: '/usdc.svg' } },
          direction: 'out',
          quantity: { numeric: '125.5' },
        },
      ]),
      ME,
      messages,
    )
    expect(item).toMatchObject({
      direction: 'out',
      status: 'confirmed',
      title: 'Sent',
      description: 'to 0x7099...79C8',
      amounts: ['-125.500 USDC'],
      imageSrc: '/usdc.svg',
      date: '2026-11-15T12:00:00Z',
    })
    expect(item.statusLabel).toBeUndefined()
  })

  test("an ERC-20 send names the transfer's receiver, not the token contract it called", () => {
    const TOKEN = '0xa0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'
    const item = toListItem(
      transaction({ operationType: 'send', sentFrom: ME, sentTo: TOKEN }, [
        {
          fungible_info: { symbol: 'USDC' },
          direction: 'out',
          sender: ME,
          recipient: OTHER,
          quantity: { numeric: '1' },
        },
      ]),
      ME,
      messages,
    )
    expect(item.description).toBe('to 0x7099...79C8')
    const received = toListItem(
      transaction({ operationType: 'receive', sentFrom: TOKEN, sentTo: ME }, [
        {
          fungible_info: { symbol: 'USDC' },
          direction: 'in',
          sender: OTHER,
          recipient: ME,
          quantity: { numeric: '1' },
        },
      ]),
      ME,
      messages,
    )
    expect(received.description).toBe('from 0x7099...79C8')
  })

  test('a receipt, a mint of an NFT, a failed one', () => {
    const received = toListItem(
      transaction({ operationType: 'receive', sentFrom: OTHER, sentTo: ME }, [
        { fungible_info: { symbol: 'AIR' }, direction: 'in', quantity: { numeric: '42' } },
      ]),
      ME,
      messages,
    )
    expect(received).toMatchObject({
      direction: 'in',
      title: 'Received',
      description: 'from 0x7099...79C8',
      amounts: ['+42.000 AIR'],
    })
    const minted = toListItem(
      transaction({ operationType: 'mint' }, [
        {
          nft_info: { name: 'Airlock Pass #1', content: { preview: { url: '/pass.svg' } } },
          direction: 'in',
        },
      ]),
      ME,
      messages,
    )
    expect(minted).toMatchObject({
      title: 'Minted',
      amounts: ['+Airlock Pass #1'],
      imageSrc: '/pass.svg',
    })
    const failed = toListItem(
      transaction({ status: 'failed', sentFrom: ME, sentTo: OTHER }, []),
      ME,
      messages,
    )
    expect(failed).toMatchObject({
      direction: 'out',
      status: 'failed',
      statusLabel: 'Failed',
      title: 'Sent',
    })
  })

  test('a swap into ETH: Swapped, both legs with their signs, no counterparty (SPEC §3 trade)', () => {
    const item = toListItem(
      transaction({ operationType: 'trade', sentFrom: ME, sentTo: OTHER }, [
        {
          fungible_info: { symbol: 'ETH', icon: { url: '/eth.svg' } },
          direction: 'in',
          quantity: { numeric: '0.00254' },
        },
        { fungible_info: { symbol: 'USDC' }, direction: 'out', quantity: { numeric: '5' } },
      ]),
      ME,
      messages,
    )
    expect(item).toMatchObject({
      title: 'Swapped',
      direction: 'self',
      amounts: ['+0.002 ETH', '-5.000 USDC'],
      imageSrc: '/eth.svg',
    })
    expect(item.description).toBeUndefined()
  })

  test('ERC-1155: the count before the name; an ERC-721 stays the name alone', () => {
    const batch = toListItem(
      transaction({ operationType: 'receive', sentFrom: OTHER, sentTo: OTHER }, [
        {
          nft_info: {
            name: 'Bronze Badge',
            standard: 'erc1155',
            content: { preview: { url: '/badge/1.svg' } },
          },
          direction: 'in',
          quantity: { numeric: '3' },
        },
        {
          nft_info: { name: 'Gold Badge', standard: 'erc1155' },
          direction: 'in',
          quantity: { numeric: '1200' },
        },
      ]),
      ME,
      messages,
    )
    expect(batch).toMatchObject({
      title: 'Received',
      direction: 'in',
      description: 'from 0x7099...79C8',
      amounts: ['+3 Bronze Badge', '+1,200 Gold Badge'],
      imageSrc: '/badge/1.svg',
    })
    const sent = toListItem(
      transaction({ operationType: 'send', sentFrom: ME, sentTo: OTHER }, [
        {
          nft_info: { name: 'Bronze Badge', standard: 'erc1155' },
          direction: 'out',
          quantity: { numeric: '1' },
        },
        {
          nft_info: { name: 'Airlock Pass #2', standard: 'erc721' },
          direction: 'out',
          quantity: { numeric: '1' },
        },
      ]),
      ME,
      messages,
    )
    expect(sent.amounts).toEqual(['-1 Bronze Badge', '-Airlock Pass #2'])
  })
})
