import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import type { WalletListEntry } from '../api/types'
import { CONNECTOR_ORDER } from '../constants/features'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import type { AirlockOptions } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createStorage } from '../storage/createStorage'
import type { RecentWallet } from '../storage/types'
import { addConnector } from './addConnector'
import { getConnectorGroup } from './getConnectorGroup'
import { getSortedConnectors } from './getSortedConnectors'
import { setConnectors } from './setConnectors'
import type { Connector } from './types'

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
}
const injected: Connector = {
  id: 'injected',
  name: 'Browser Wallet',
  type: 'INJECTED',
  chain: 'eip155',
}
const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
  explorerId: 'mm',
  imageUrl: 'data:image/svg+xml;base64,AA==',
}
const metamaskInjected: Connector = {
  id: 'metaMaskInjected',
  name: 'MetaMask (injected)',
  type: 'INJECTED',
  chain: 'eip155',
  info: { rdns: 'io.metamask' },
}
const rabby: Connector = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED',
  chain: 'eip155',
  info: { rdns: 'io.rabby' },
}
const auth: Connector = { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
const safe: Connector = {
  id: 'safe',
  name: 'Safe',
  type: 'INJECTED',
  chain: 'eip155',
  external: true,
}

const wallets: WalletListEntry[] = [
  { id: 'mm', name: 'MetaMask', rdns: 'io.metamask', image_id: 'img-mm' },
  { id: 'rainbow', name: 'Rainbow', image_id: 'img-rainbow' },
  { id: 'trust', name: 'Trust', image_id: 'img-trust' },
  { id: 'zerion', name: 'Zerion', rdns: 'io.zerion' },
  { id: 'ledger', name: 'Ledger Live' },
]

function setup(
  options: Partial<AirlockOptions> = {},
  connectors: Connector[] = [],
  recent: RecentWallet[] = [],
) {
  const backing = createMemoryStorage()
  const storage = createStorage(backing)
  for (const wallet of [...recent].reverse()) storage.addRecentWallet(wallet)
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, solana],
    adapters: [createTestAdapter({ connectors })],
    storage: backing,
    ...options,
  })
  return core
}

const summary = (items: ReturnType<typeof getSortedConnectors>) =>
  items.map((item) => `${item.group}:${item.id}`)

describe('getConnectorGroup', () => {
  test.each<[Connector, string | undefined]>([
    [walletConnect, 'walletConnect'],
    [metamask, 'injected'],
    [injected, 'injected'],
    [{ ...rabby, type: 'MULTI_CHAIN' }, 'injected'],
    [safe, 'external'],
    [auth, undefined],
  ])('%o is in %s', (connector, group) => {
    expect(getConnectorGroup(connector)).toBe(group)
  })
})

describe('getSortedConnectors (SPEC.md §9 "Connector order")', () => {
  test('the order is walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(CONNECTOR_ORDER).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
    const core = setup(
      {
        featuredWalletIds: ['trust'],
        customWallets: [
          { id: 'my-wallet', name: 'My Wallet', image_url: 'https://img.example.test/m.png' },
        ],
      },
      [safe, injected, rabby, auth, walletConnect],
      [{ id: 'zerion', name: 'Zerion' }],
    )
    const items = getSortedConnectors(core, { wallets })
    expect(summary(items)).toEqual([
      'walletConnect:walletConnect',
      'recent:zerion',
      'injected:io.rabby',
      'injected:injected',
      'featured:trust',
      'custom:my-wallet',
      'external:safe',
      'recommended:mm',
      'recommended:rainbow',
      'recommended:ledger',
    ])
    const groups = items.map((item) => CONNECTOR_ORDER.indexOf(item.group))
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
  })

  test('announced wallets come first within injected', () => {
    const core = setup({}, [injected, { ...rabby, type: 'MULTI_CHAIN' }, metamask])
    expect(summary(getSortedConnectors(core))).toEqual([
      'injected:io.rabby',
      'injected:io.metamask',
      'injected:injected',
    ])
  })

  test('one rdns is listed once: the announced connector wins over the injected one', () => {
    const core = setup({}, [metamaskInjected, metamask])
    const items = getSortedConnectors(core)
    expect(summary(items)).toEqual(['injected:io.metamask'])
    expect(items[0]?.connector).toEqual(metamask)
  })

  test('one connector id across chains is listed once', () => {
    const core = setup({}, [walletConnect])
    setConnectors(core, {
      namespace: 'solana',
      connectors: [{ ...walletConnect, chain: 'solana' }],
    })
    expect(summary(getSortedConnectors(core))).toEqual(['walletConnect:walletConnect'])
  })

  test('an installed registry wallet is not recommended again', () => {
    const core = setup({}, [metamask])
    expect(summary(getSortedConnectors(core, { wallets }))).toEqual([
      'injected:io.metamask',
      'recommended:rainbow',
      'recommended:trust',
      'recommended:zerion',
      'recommended:ledger',
    ])
  })

  describe('recent wallets (at most 2, first among wallets)', () => {
    test('are listed right after walletConnect, latest first, with their connector when installed', () => {
      const core = setup(
        {},
        [walletConnect, rabby, metamask],
        [
          { id: 'mm', name: 'MetaMask', rdns: 'io.metamask' },
          { id: 'rainbow', name: 'Rainbow' },
        ],
      )
      const items = getSortedConnectors(core, { wallets })
      expect(summary(items)).toEqual([
        'walletConnect:walletConnect',
        'recent:io.metamask',
        'recent:rainbow',
        'injected:io.rabby',
        'recommended:trust',
        'recommended:zerion',
        'recommended:ledger',
      ])
      expect(items[1]).toMatchObject({
        connector: metamask,
        wallet: wallets[0],
        imageUrl: metamask.imageUrl,
        imageId: 'img-mm',
        rdns: 'io.metamask',
      })
      expect(items[2]).toMatchObject({ wallet: wallets[1], imageId: 'img-rainbow' })
      expect(items[2]?.connector).toBeUndefined()
    })

    test('storage keeps 2, so 2 are listed', () => {
      const core = setup(
        {},
        [],
        [
          { id: 'a', name: 'A' },
          { id: 'b', name: 'B' },
          { id: 'c', name: 'C' },
        ],
      )
      expect(summary(getSortedConnectors(core))).toEqual(['recent:a', 'recent:b'])
    })
  })

  test('featured wallets follow featuredWalletIds order and skip unknown ids', () => {
    const core = setup({ featuredWalletIds: ['ledger', 'unknown', 'rainbow'] })
    expect(summary(getSortedConnectors(core, { wallets })).slice(0, 2)).toEqual([
      'featured:ledger',
      'featured:rainbow',
    ])
  })

  test('excludeWalletIds removes registry wallets and the connectors that name them', () => {
    const core = setup(
      { excludeWalletIds: ['mm', 'rainbow', 'zerion'], featuredWalletIds: ['rainbow'] },
      [metamask, rabby],
      [{ id: 'zerion', name: 'Zerion' }],
    )
    expect(summary(getSortedConnectors(core, { wallets }))).toEqual([
      'injected:io.rabby',
      'recommended:trust',
      'recommended:ledger',
    ])
  })

  test('includeWalletIds keeps only those registry wallets', () => {
    const core = setup({ includeWalletIds: ['trust'] }, [rabby])
    expect(summary(getSortedConnectors(core, { wallets }))).toEqual([
      'injected:io.rabby',
      'recommended:trust',
    ])
  })

  test('the auth connector is not a wallet entry', () => {
    const core = setup({}, [auth])
    expect(getSortedConnectors(core)).toEqual([])
  })
})

describe('setConnectors and addConnector', () => {
  test('setConnectors replaces one namespace and ignores other chains', () => {
    const core = setup({}, [metamask])
    setConnectors(core, {
      namespace: 'solana',
      connectors: [
        { id: 'phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' },
        { ...rabby, chain: 'eip155' },
      ],
    })
    expect(core.state.connectors.connectors.map((connector) => connector.id)).toEqual([
      'io.metamask',
      'phantom',
    ])
  })

  test('addConnector appends, or replaces the same id on the same chain', () => {
    const core = setup({}, [metamask])
    addConnector(core, rabby)
    addConnector(core, { ...metamask, name: 'MetaMask 2' })
    addConnector(core, { ...metamask, chain: 'solana' })
    expect(
      core.state.connectors.connectors.map((connector) => `${connector.chain}:${connector.name}`),
    ).toEqual(['eip155:MetaMask 2', 'eip155:Rabby', 'solana:MetaMask'])
  })
})
