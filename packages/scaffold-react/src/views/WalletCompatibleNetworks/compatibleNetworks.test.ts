import { base, mainnet, optimism } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { compatibleNetworks } from './compatibleNetworks'

const solanaLike = { ...mainnet, id: 'sol', chainNamespace: 'solana', caipNetworkId: 'solana:x' }

describe('compatibleNetworks', () => {
  it('lists the namespace own networks, the active one first', () => {
    const list = compatibleNetworks(
      [mainnet, base, optimism, solanaLike] as (typeof mainnet)[],
      'eip155',
      'eip155:8453',
    )
    expect(list.map((network) => network.caipNetworkId)).toEqual([
      'eip155:8453',
      'eip155:1',
      'eip155:10',
    ])
  })

  it('keeps only the smart-account networks for a smart account', () => {
    const list = compatibleNetworks([mainnet, base, optimism], 'eip155', 'eip155:1', {
      smartAccountNetworks: [8453, 1],
    })
    expect(list.map((network) => network.caipNetworkId)).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('lists none when the smart account exists nowhere configured', () => {
    expect(
      compatibleNetworks([mainnet], 'eip155', 'eip155:1', { smartAccountNetworks: [] }),
    ).toEqual([])
  })
})
