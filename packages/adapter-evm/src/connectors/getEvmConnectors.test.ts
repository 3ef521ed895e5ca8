// @vitest-environment happy-dom
import { type AirlockCore, connect, createAirlockCore } from '@airlock/core'
import { announceMockWallet, createMockWallet, type MockWallet } from '@airlock/testing'
import { anvilKey } from '@airlock/testing/anvil'
import { afterEach, beforeEach, expect, inject, test, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../adapter/createEvmAdapter'
import { testNetworks } from '../test/setupEvm'
import { INJECTED_CONNECTOR_NAME } from './getEvmConnectors'
import { WALLET_NAME_MAX_LENGTH } from './sanitizeWalletName'

// What wallets announce (EIP-6963) is untrusted: any script on the page can announce anything.
// Real mock-wallet providers behind hostile announcements; key 5, nothing is sent.

const cleanups: (() => void)[] = []
const SVG = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

function mockWallet(name = 'Mock Wallet', rdns = 'dev.airlock.mock'): MockWallet {
  return createMockWallet({
    privateKeys: [anvilKey(5)],
    chains: [{ id: 1, rpcUrl: inject('rpc1') }],
    name,
    rdns,
  })
}

// Announces like a wallet does: now, and on every request.
function announce(info: Record<string, unknown>, provider: unknown): void {
  const detail = Object.freeze({ info: Object.freeze(info), provider })
  const send = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', send)
  send()
  cleanups.push(() => window.removeEventListener('eip6963:requestProvider', send))
}

async function start(): Promise<{ core: AirlockCore; adapter: EvmAdapter }> {
  const adapter = createEvmAdapter()
  cleanups.push(() => adapter.destroy())
  const core = createAirlockCore({
    projectId: 'test',
    networks: testNetworks(),
    adapters: [adapter],
  })
  await core.ready
  return { core, adapter }
}

beforeEach(() => {
  localStorage.clear()
})

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
})

test('hostile names and icons are sanitised, and announcements without a valid rdns are left out', async () => {
  const { provider } = mockWallet()
  announce(
    {
      uuid: '1',
      name: `Meta\u202eMask\u0000${'x'.repeat(500)}`,
      icon: 'javascript:alert(1)',
      rdns: 'com.evil.one',
    },
    provider,
  )
  announce(
    {
      uuid: '2',
      name: '\u200b\u0007',
      icon: 'data:text/html,<script>alert(1)</script>',
      rdns: 'com.evil.two',
    },
    provider,
  )
  announce({ uuid: '3', name: 'Path', icon: SVG, rdns: '../../storage' }, provider)
  announce(
    { uuid: '4', name: { toString: () => 'Object' }, icon: 42, rdns: 'com.evil.four' },
    provider,
  )
  announce({ uuid: '5', name: 'No rdns', icon: SVG }, provider)
  announce({ uuid: '6', name: 'Fine Wallet', icon: SVG, rdns: 'com.fine.wallet' }, provider)

  const { core } = await start()
  const listed = core.state.connectors.connectors
  expect(listed.map(({ id, name, imageUrl }) => ({ id, name, imageUrl }))).toEqual([
    {
      id: 'com.evil.one',
      name: `MetaMask${'x'.repeat(WALLET_NAME_MAX_LENGTH - 8)}`,
      imageUrl: undefined,
    },
    { id: 'com.evil.two', name: 'com.evil.two', imageUrl: undefined },
    { id: 'com.evil.four', name: 'com.evil.four', imageUrl: undefined },
    { id: 'com.fine.wallet', name: 'Fine Wallet', imageUrl: SVG },
  ])
  expect(listed.every((connector) => connector.type === 'ANNOUNCED')).toBe(true)

  // A sanitised entry still connects to the wallet behind it.
  const connector = listed.find((item) => item.id === 'com.evil.one')
  if (!connector) throw new Error('not listed')
  await connect(core, { connector })
  expect(core.state.chain.accounts.eip155?.connectedWalletInfo?.name).toBe(connector.name)
})

test('the plain injected provider is hidden when it is an announced wallet', async () => {
  const wallet = mockWallet()
  cleanups.push(announceMockWallet(wallet, window, { injectEthereum: true }))
  const { core } = await start()
  expect(core.state.connectors.connectors.map(({ id, type }) => ({ id, type }))).toEqual([
    { id: 'dev.airlock.mock', type: 'ANNOUNCED' },
  ])
})

test('a window.ethereum no one announced is listed as Browser Wallet and connects', async () => {
  const announced = mockWallet()
  cleanups.push(announceMockWallet(announced, window))
  const legacy = mockWallet('Legacy', 'dev.airlock.legacy')
  Object.assign(window, { ethereum: legacy.provider })

  const { core } = await start()
  const injected = core.state.connectors.connectors.find((item) => item.type === 'INJECTED')
  expect(injected).toEqual({
    id: 'injected',
    name: INJECTED_CONNECTOR_NAME,
    type: 'INJECTED',
    chain: 'eip155',
  })
  if (!injected) throw new Error('not listed')
  const { address } = await connect(core, { connector: injected })
  expect(address).toBe(legacy.accounts()[0])
  expect(legacy.isConnected()).toBe(true)
  expect(announced.isConnected()).toBe(false)
  expect(core.storage.getConnectedConnectorId('eip155')).toBe('injected')
})

test('a wallet announcing itself later is added to core state', async () => {
  const { core, adapter } = await start()
  expect(core.state.connectors.connectors).toEqual([])
  expect(adapter.getConnectors()).toEqual([])

  cleanups.push(announceMockWallet(mockWallet('Late Wallet', 'dev.airlock.late'), window))
  await vi.waitFor(() =>
    expect(core.state.connectors.connectors.map(({ id, name }) => ({ id, name }))).toEqual([
      { id: 'dev.airlock.late', name: 'Late Wallet' },
    ]),
  )
})
