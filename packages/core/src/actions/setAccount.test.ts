import { describe, expect, test } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { InvalidCaipAddressError } from '../errors/caip'
import { NamespaceNotConfiguredError } from '../errors/network'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { getAccount } from './getAccount'
import { getActiveCaipAddress } from './getActiveCaipAddress'
import { getActiveNetwork } from './getActiveNetwork'
import { isConnected } from './isConnected'
import { resetAccount } from './resetAccount'
import { setAccount } from './setAccount'
import { setBalance } from './setBalance'
import { setConnectionStatus } from './setConnectionStatus'
import { setProfile } from './setProfile'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function setup() {
  return createAirlockCore({
    projectId: 'p',
    networks: [mainnet, solana],
    storage: createMemoryStorage(),
    defaultAccountTypes: { eip155: 'eoa' },
  })
}

describe('account state (SPEC.md §3, §4)', () => {
  test('each configured namespace starts with an empty, disconnected account', () => {
    const core = setup()
    expect(Object.keys(core.state.chain.accounts)).toEqual(['eip155', 'solana'])
    expect(getAccount(core)).toEqual({
      caipAddress: undefined,
      address: undefined,
      balance: undefined,
      balanceSymbol: undefined,
      profileName: undefined,
      profileImage: undefined,
      status: 'disconnected',
      preferredAccountTypes: { bip122: 'payment', eip155: 'eoa', polkadot: 'eoa', solana: 'eoa' },
      smartAccountDeployed: false,
      allAccounts: [],
      user: undefined,
      socialProvider: undefined,
      connectedWalletInfo: undefined,
    })
    expect(isConnected(core)).toBe(false)
    expect(getActiveCaipAddress(core)).toBeUndefined()
    expect(getActiveNetwork(core)).toEqual(mainnet)
  })

  test('setAccount syncs the account and makes it connected', () => {
    const core = setup()
    setConnectionStatus(core, 'eip155', 'connecting')
    const account = setAccount(core, {
      caipAddress: `eip155:1:${ALICE}`,
      user: { email: 'alice@example.test' },
      socialProvider: 'google',
      smartAccountDeployed: true,
      allAccounts: [{ address: ALICE, type: 'eoa' }],
    })
    expect(account).toBe(getAccount(core))
    expect(getAccount(core)).toMatchObject({
      caipAddress: `eip155:1:${ALICE}`,
      address: ALICE,
      status: 'connected',
      user: { email: 'alice@example.test' },
      socialProvider: 'google',
      smartAccountDeployed: true,
    })
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(isConnected(core)).toBe(true)
    expect(getActiveCaipAddress(core)).toBe(`eip155:1:${ALICE}`)
  })

  test('a new address drops the previous one balance and profile', () => {
    const core = setup()
    setAccount(core, { caipAddress: `eip155:1:${ALICE}` })
    setBalance(core, { balance: '1.5', symbol: 'ETH' })
    setProfile(core, { profileName: 'alice.airlock', profileImage: 'https://img.example.test/a' })
    setAccount(core, { caipAddress: `eip155:1:${ALICE}` })
    expect(getAccount(core)?.balance).toBe('1.5')
    setAccount(core, { caipAddress: `eip155:1:${BOB}` })
    expect(getAccount(core)).toMatchObject({
      address: BOB,
      balance: undefined,
      profileName: undefined,
      profileImage: undefined,
      status: 'connected',
    })
  })

  test('setAccount on another namespace does not change the active one', () => {
    const core = setup()
    setAccount(core, {
      caipAddress:
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    })
    expect(core.state.connection.status).toEqual({ eip155: 'disconnected', solana: 'connected' })
    expect(isConnected(core)).toBe(false)
    expect(getAccount(core, 'solana')?.address).toBe('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')
  })

  test('a namespace that had no account gets one', () => {
    const core = setup()
    setAccount(core, {
      caipAddress:
        'bip122:000000000019d6689c085ae165831e93:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    })
    expect(getAccount(core, 'bip122')).toMatchObject({ status: 'connected' })
  })

  test.each(['eip155:1', 'nope', 'eip155::0xabc'])(
    'an invalid CAIP address %j is rejected',
    (caipAddress) => {
      const core = setup()
      expect(() =>
        setAccount(core, { caipAddress: caipAddress as `${string}:${string}:${string}` }),
      ).toThrow(InvalidCaipAddressError)
      expect(core.state.connection.status.eip155).toBe('disconnected')
    },
  )

  test('an unknown namespace is rejected', () => {
    const core = setup()
    expect(() => setAccount(core, { caipAddress: 'cosmos:hub:addr' })).toThrow(
      NamespaceNotConfiguredError,
    )
  })

  test('resetAccount empties the account and disconnects', () => {
    const core = setup()
    setAccount(core, { caipAddress: `eip155:1:${ALICE}` })
    resetAccount(core, 'eip155')
    expect(getAccount(core)).toMatchObject({ address: undefined, status: 'disconnected' })
    expect(core.state.connection.status.eip155).toBe('disconnected')
  })

  test('setBalance and setProfile write the named namespace', () => {
    const core = setup()
    setBalance(core, { namespace: 'solana', balance: '2', symbol: 'SOL' })
    setProfile(core, { namespace: 'solana', profileName: 'sol.name' })
    expect(getAccount(core, 'solana')).toMatchObject({
      balance: '2',
      balanceSymbol: 'SOL',
      profileName: 'sol.name',
      profileImage: undefined,
    })
    setBalance(core, { namespace: 'polkadot', balance: '3', symbol: 'DOT' })
    expect(getAccount(core, 'polkadot')).toMatchObject({ balance: '3', status: 'disconnected' })
  })
})
