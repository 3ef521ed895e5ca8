import { base, mainnet, type Network, withCloudRpc } from '@airlock/core'
import { describe, expect, it } from 'vitest'
import { toWalletConnectRpcMap } from './toWalletConnectRpcMap'

describe('toWalletConnectRpcMap', () => {
  it('points every eip155 network at the cloud RPC proxy, never a vendor host', () => {
    const cloud = { host: 'http://127.0.0.1:8787', projectId: 'p1' }
    const solana = {
      ...mainnet,
      id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      chainNamespace: 'solana',
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    } as Network
    const map = toWalletConnectRpcMap([
      withCloudRpc(mainnet, cloud),
      withCloudRpc(base, cloud),
      solana,
    ])
    expect(map).toEqual({
      '1': 'http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=p1',
      '8453': 'http://127.0.0.1:8787/v1/?chainId=eip155%3A8453&projectId=p1',
    })
  })

  it("puts a network's public RPC behind the given cloud's proxy and keeps proxy URLs as they are", () => {
    const elsewhere = { host: 'http://127.0.0.1:9100', projectId: 'p2' }
    const map = toWalletConnectRpcMap([mainnet, withCloudRpc(base, elsewhere)], {
      host: 'http://127.0.0.1:8787',
      projectId: 'p1',
    })
    expect(map).toEqual({
      '1': 'http://127.0.0.1:8787/v1/?chainId=eip155%3A1&projectId=p1',
      '8453': 'http://127.0.0.1:9100/v1/?chainId=eip155%3A8453&projectId=p2',
    })
  })
})
