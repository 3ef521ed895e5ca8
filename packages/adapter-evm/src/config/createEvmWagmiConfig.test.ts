import { NamespaceNotConfiguredError, solana } from '@airlock/core'
import { getBalance } from '@wagmi/core'
import { createPublicClient, http } from 'viem'
import { expect, inject, test } from 'vitest'
import { testNetworks } from '../test/setupEvm'
import { createEvmWagmiConfig } from './createEvmWagmiConfig'

// Runs in Node without `window`, as during server-side rendering.

test('one chain and one transport per eip155 network; reads go to its RPC', async () => {
  const networks = testNetworks()
  const config = createEvmWagmiConfig({ networks: [...networks, solana] })
  expect(config.chains.map((chain) => chain.id)).toEqual([1, 8453])
  expect(config.chains[1]?.rpcUrls.default.http).toEqual([inject('rpc8453')])

  const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const chain = createPublicClient({ transport: http(inject('rpc8453')) })
  const balance = await getBalance(config, { address, chainId: 8453 })
  expect(balance).toEqual({
    value: await chain.getBalance({ address }),
    decimals: 18,
    symbol: 'ETH',
  })
})

test('without a window there is no EIP-6963 discovery and nothing fails', () => {
  expect(typeof window).toBe('undefined')
  const config = createEvmWagmiConfig({ networks: testNetworks() })
  expect(config._internal.mipd).toBeUndefined()
  expect(config.connectors.map((connector) => connector.id)).toEqual(['injected'])
})

test('no eip155 network is Namespace is not configured', () => {
  expect(() => createEvmWagmiConfig({ networks: [solana] })).toThrow(NamespaceNotConfiguredError)
  expect(() => createEvmWagmiConfig({ networks: [] })).toThrow('Namespace is not configured')
})
