import { createAirlockCore, NamespaceNotConfiguredError } from '@airlock/core'
import { createConfig, http } from '@wagmi/core'
import { mainnet as viemMainnet } from 'viem/chains'
import { expect, test } from 'vitest'
import { testNetworks } from '../test/setupEvm'
import { createEvmAdapter } from './createEvmAdapter'

// Node without `window`: what a server-side render of the dapp does.

test('created and set up on a server, the adapter lists nothing and builds its config', async () => {
  const adapter = createEvmAdapter()
  const core = createAirlockCore({
    projectId: 'test',
    networks: testNetworks(),
    adapters: [adapter],
  })
  await core.ready
  expect(adapter.getConnectors()).toEqual([])
  expect(core.state.connectors.connectors).toEqual([])
  expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 8453])
  expect(core.state.connection.status.eip155 ?? 'disconnected').toBe('disconnected')
  adapter.destroy()
})

test('wagmiConfig before setup needs the networks in the options', () => {
  expect(() => createEvmAdapter().wagmiConfig).toThrow(NamespaceNotConfiguredError)
  const adapter = createEvmAdapter({ networks: testNetworks() })
  expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).toEqual([1, 8453])
  // Read once, kept: wagmi's hooks and the adapter share one config.
  expect(adapter.wagmiConfig).toBe(adapter.wagmiConfig)
})

test("a dapp's own wagmi config is used as it is", async () => {
  const wagmiConfig = createConfig({ chains: [viemMainnet], transports: { 1: http() } })
  const adapter = createEvmAdapter({ wagmiConfig })
  const core = createAirlockCore({
    projectId: 'test',
    networks: testNetworks(),
    adapters: [adapter],
  })
  await core.ready
  expect(adapter.wagmiConfig).toBe(wagmiConfig)
})
