import { base, mainnet, optimism, solana } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { receiveNetworks } from './receiveNetworks'

describe('receiveNetworks', () => {
  it('keeps the networks of the account namespace, the active one first', () => {
    const ids = receiveNetworks(
      [mainnet, solana, optimism, base],
      'eip155',
      base.caipNetworkId,
    ).map((network) => network.caipNetworkId)
    expect(ids).toEqual(['eip155:8453', 'eip155:1', 'eip155:10'])
  })

  it('a solana account receives on solana networks only', () => {
    expect(receiveNetworks([mainnet, solana, base], 'solana')).toEqual([solana])
  })

  it('an active network of another namespace changes nothing', () => {
    expect(receiveNetworks([mainnet, base], 'eip155', solana.caipNetworkId)).toEqual([
      mainnet,
      base,
    ])
  })
})
