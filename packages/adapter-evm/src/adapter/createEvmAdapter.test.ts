// @vitest-environment happy-dom
import {
  type AirlockCore,
  type Connector,
  connect,
  createAirlockCore,
  disconnect,
  UserRejectedRequestError,
} from '@airlock/core'
import { announceMockWallet } from '@airlock/testing'
import { anvilKey } from '@airlock/testing/anvil'
import { reconnect } from '@wagmi/core'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { type EvmSetup, setupEvm, testNetworks } from '../test/setupEvm'
import { createEvmAdapter } from './createEvmAdapter'

// Connection life cycle against a real core, the mock wallet announced by EIP-6963 and anvil.
// Signs nothing on chain; keys 1 and 2.

let setups: EvmSetup[] = []

async function start(options: Parameters<typeof setupEvm>[0]): Promise<EvmSetup> {
  const setup = await setupEvm(options)
  setups.push(setup)
  return setup
}

const wallet = {
  privateKeys: [anvilKey(1), anvilKey(2)],
  name: 'Mock Wallet',
  rdns: 'dev.airlock.mock',
}

function mockConnector(core: AirlockCore): Connector {
  const connector = core.state.connectors.connectors.find((item) => item.id === 'dev.airlock.mock')
  if (!connector) throw new Error('the mock wallet is not listed')
  return connector
}

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  for (const setup of setups) setup.stop()
  setups = []
})

test('the announced wallet is listed, connects, and its account and network are in core state', async () => {
  const { core, wallet: mock } = await start({ wallet })
  const connector = mockConnector(core)
  expect(connector).toEqual({
    id: 'dev.airlock.mock',
    name: 'Mock Wallet',
    type: 'ANNOUNCED',
    chain: 'eip155',
    imageUrl: mock.info.icon,
    info: { rdns: 'dev.airlock.mock' },
  })

  const [address] = mock.accounts()
  const result = await connect(core, { connector })
  expect(result).toEqual({ address, network: 'eip155:1', connector })
  expect(core.state.connection.status.eip155).toBe('connected')
  expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:1:${address}`)
  expect(core.state.chain.accounts.eip155?.connectedWalletInfo).toMatchObject({
    name: 'Mock Wallet',
    rdns: 'dev.airlock.mock',
  })
  expect(mock.isConnected()).toBe(true)

  // Asking again while connected answers with the same session instead of failing.
  expect(await connect(core, { connector })).toEqual(result)
})

test('getProvider hands out the connected wallet itself (EIP-1193), nothing when disconnected', async () => {
  const { core, adapter, wallet: mock } = await start({ wallet })
  await expect(adapter.getProvider()).resolves.toBeUndefined()
  await connect(core, { connector: mockConnector(core) })
  const provider = await adapter.getProvider()
  // The page talks to the wallet: its accounts and chain, from the mock wallet behind it.
  await expect(provider?.request({ method: 'eth_accounts' })).resolves.toEqual(mock.accounts())
  await expect(provider?.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  await disconnect(core)
  await expect(adapter.getProvider()).resolves.toBeUndefined()
})

test('a refused connection is a rejection core can show, and a retry connects', async () => {
  const { core, wallet: mock } = await start({ wallet })
  mock.setBehavior({ rejectRequests: true })
  const refused = connect(core, { connector: mockConnector(core) })
  await expect(refused).rejects.toBeInstanceOf(UserRejectedRequestError)
  await expect(refused).rejects.toThrow('Signature declined')
  expect(core.state.connection.status.eip155).toBe('disconnected')
  expect(core.state.connection.error).toBeInstanceOf(UserRejectedRequestError)

  mock.setBehavior({ rejectRequests: false })
  await connect(core, { connector: mockConnector(core) })
  expect(core.state.connection.status.eip155).toBe('connected')
  expect(core.state.connection.error).toBeUndefined()
})

test('connecting with a network asks the wallet to switch to it', async () => {
  const { core, wallet: mock, networks } = await start({ wallet })
  const result = await connect(core, { connector: mockConnector(core), network: networks[1] })
  expect(result.network).toBe('eip155:8453')
  expect(mock.chainId()).toBe(8453)
  expect(core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:8453')
})

test('an account or chain chosen in the wallet reaches core state', async () => {
  const { core, wallet: mock } = await start({ wallet })
  await connect(core, { connector: mockConnector(core) })
  const [first, second] = mock.accounts()

  mock.setAccount(1)
  await vi.waitFor(() =>
    expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:1:${second}`),
  )

  mock.switchChain(8453)
  await vi.waitFor(() => expect(core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:8453'))
  expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:8453:${second}`)

  mock.setAccount(first as `0x${string}`)
  await vi.waitFor(() =>
    expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:8453:${first}`),
  )
})

test('the wallet dropping the site disconnects core', async () => {
  const { core, wallet: mock } = await start({ wallet })
  await connect(core, { connector: mockConnector(core) })
  mock.disconnect()
  await vi.waitFor(() => expect(core.state.connection.status.eip155).toBe('disconnected'))
  expect(core.state.chain.accounts.eip155?.address).toBeUndefined()
})

test('disconnect ends the session in the wallet, and a reload does not restore it', async () => {
  const first = await start({ wallet })
  await connect(first.core, { connector: mockConnector(first.core) })
  await disconnect(first.core)
  expect(first.core.state.connection.status.eip155).toBe('disconnected')
  expect(first.wallet.isConnected()).toBe(false)
  first.stop()

  // The same browser storage, a new page: nothing to restore and nothing asked of the wallet.
  first.wallet.setBehavior({ approval: 'manual' })
  const second = await start({ existingWallet: first.wallet })
  expect(second.core.state.connection.status.eip155).toBe('disconnected')
  expect(first.wallet.pending()).toEqual([])
})

test('after a reload the stored connector reconnects without asking the visitor', async () => {
  const first = await start({ wallet })
  const { address } = await connect(first.core, { connector: mockConnector(first.core) })
  first.stop()

  first.wallet.setBehavior({ approval: 'manual' })
  const second = await start({ existingWallet: first.wallet })
  expect(second.core.state.connection.status.eip155).toBe('connected')
  expect(second.core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:1:${address}`)
  expect(first.wallet.pending()).toEqual([])

  // The restored session follows the wallet like a fresh one.
  first.wallet.switchChain(8453)
  await vi.waitFor(() =>
    expect(second.core.state.chain.activeNetwork.caipNetworkId).toBe('eip155:8453'),
  )
})

test("wagmi's own reconnect running at the same time (a WagmiProvider mounting) does not lose the session", async () => {
  const first = await start({ wallet })
  const { address } = await connect(first.core, { connector: mockConnector(first.core) })
  first.stop()

  const unannounce = announceMockWallet(first.wallet, window)
  const adapter = createEvmAdapter()
  const stop = (): void => {
    adapter.destroy()
    unannounce()
  }
  setups.push({ ...first, adapter, stop })
  const core = createAirlockCore({
    projectId: 'test',
    networks: testNetworks(),
    adapters: [adapter],
  })
  // wagmi runs one reconnect at a time and answers any other with no connections at all.
  const wagmiReconnecting = reconnect(adapter.wagmiConfig)
  await core.ready
  await wagmiReconnecting
  expect(core.state.connection.status.eip155).toBe('connected')
  expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:1:${address}`)
})

test('a stored connector whose wallet no longer announces itself is forgotten', async () => {
  const first = await start({ wallet })
  await connect(first.core, { connector: mockConnector(first.core) })
  first.stop()

  const other = await start({ wallet: { ...wallet, rdns: 'dev.airlock.other', name: 'Other' } })
  expect(other.core.state.connection.status.eip155).toBe('disconnected')
  expect(other.core.storage.getConnectedConnectorId('eip155')).toBeUndefined()
})
