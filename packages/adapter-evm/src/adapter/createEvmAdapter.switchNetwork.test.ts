// @vitest-environment happy-dom
import {
  ChainNotSupportedError,
  type Connector,
  connect,
  switchNetwork,
  UserRejectedRequestError,
} from '@airlock/core'
import { anvilKey } from '@airlock/testing/anvil'
import { getConnection } from '@wagmi/core'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type EvmSetup, setupEvm } from '../test/setupEvm'

// Switching networks through core's switchNetwork, with the mock wallet on two anvil chains.
// Key 3; nothing is sent.

let setup: EvmSetup | undefined

async function connected(
  behavior: Parameters<EvmSetup['wallet']['setBehavior']>[0] = {},
): Promise<EvmSetup> {
  setup = await setupEvm({ wallet: { privateKeys: [anvilKey(3)] } })
  const connector = setup.core.state.connectors.connectors.find(
    (item: Connector) => item.type === 'ANNOUNCED',
  )
  if (!connector) throw new Error('no announced wallet')
  await connect(setup.core, { connector })
  setup.wallet.setBehavior(behavior)
  return setup
}

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  setup?.stop()
  setup = undefined
})

test('switching moves the wallet, core and wagmi to the network', async () => {
  const { core, wallet, adapter, networks } = await connected()
  await switchNetwork(core, networks[1])
  expect(wallet.chainId()).toBe(8453)
  expect(core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:8453')
  expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:8453:${wallet.accounts()[0]}`)
  expect(getConnection(adapter.wagmiConfig).chainId).toBe(8453)

  await switchNetwork(core, networks[0])
  expect(wallet.chainId()).toBe(1)
  expect(getConnection(adapter.wagmiConfig).chainId).toBe(1)
})

test('a wallet that does not know the chain (4902) is asked to add it, then is on it', async () => {
  const { core, wallet, networks } = await connected({ unknownChains: [8453] })
  const requests = vi.spyOn(wallet.provider, 'request')
  await switchNetwork(core, networks[1])

  const methods = requests.mock.calls.map(([request]) => request.method)
  expect(methods.slice(0, 2)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain'])
  expect(requests.mock.calls[1]?.[0].params).toEqual([
    {
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: networks[1].rpcUrls.default.http,
      blockExplorerUrls: ['https://basescan.org'],
    },
  ])
  expect(wallet.chainId()).toBe(8453)
  expect(wallet.behavior().unknownChains).toEqual([])
  expect(core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:8453')
})

test('when adding the chain fails too, the switch fails with Chain is not supported', async () => {
  const { core, wallet, networks } = await connected({
    unknownChains: [8453],
    rejectRequests: ['wallet_addEthereumChain'],
  })
  const switching = switchNetwork(core, networks[1])
  await expect(switching).rejects.toBeInstanceOf(ChainNotSupportedError)
  await expect(switching).rejects.toThrow('Chain is not supported')
  expect(wallet.chainId()).toBe(1)
  expect(core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:1')
})

test('a refused switch is a rejection and nothing moves', async () => {
  const { core, wallet, networks } = await connected({
    rejectRequests: ['wallet_switchEthereumChain'],
  })
  await expect(switchNetwork(core, networks[1])).rejects.toBeInstanceOf(UserRejectedRequestError)
  expect(wallet.chainId()).toBe(1)
  expect(core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:1')
})

test('without a connected wallet only wagmi follows the network', async () => {
  setup = await setupEvm({ wallet: { privateKeys: [anvilKey(3)] } })
  const { adapter, wallet, networks } = setup
  await adapter.switchNetwork({ network: networks[1] })
  expect(adapter.wagmiConfig.state.chainId).toBe(8453)
  expect(wallet.chainId()).toBe(1)
})
