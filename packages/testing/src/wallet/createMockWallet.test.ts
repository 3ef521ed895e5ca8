import { type Address, type Hex, verifyMessage, verifyTypedData } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { MockWalletSetupError } from '../errors/MockWalletSetupError'
import { ProviderRpcError } from '../errors/ProviderRpcError'
import { createMockWallet } from './createMockWallet'
import type { CreateMockWalletOptions, MockWalletStorage } from './types'

const KEY_A = anvilKey(0)
const KEY_B = anvilKey(1)
const ADDRESS_A = privateKeyToAccount(KEY_A).address
const ADDRESS_B = privateKeyToAccount(KEY_B).address

function wallet(options: Partial<CreateMockWalletOptions> = {}) {
  return createMockWallet({
    privateKeys: [KEY_A, KEY_B],
    chains: [
      { id: 31337, rpcUrl: inject('rpc31337') },
      { id: 1, rpcUrl: inject('rpc1') },
    ],
    ...options,
  })
}

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

const typedData = {
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId: 31337,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

describe('accounts and connection', () => {
  test('shows no account until the dapp asks, then every account with the selected one first', async () => {
    const w = wallet()
    const seen: Address[][] = []
    w.provider.on('accountsChanged', (accounts) => seen.push(accounts))
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(w.isConnected()).toBe(false)
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      ADDRESS_A,
      ADDRESS_B,
    ])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS_A, ADDRESS_B])
    expect(w.isConnected()).toBe(true)
    // A second request of a connected dapp answers at once and announces nothing new.
    await w.provider.request({ method: 'eth_requestAccounts' })
    expect(seen).toEqual([[ADDRESS_A, ADDRESS_B]])
  })

  test('answers the chain id locally, as hex and as net_version', async () => {
    const w = wallet()
    expect(await w.provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await w.provider.request({ method: 'net_version' })).toBe('31337')
    expect(wallet({ chainId: 1 }).chainId()).toBe(1)
  })

  test('a returning visitor (connected: true) is connected without a prompt', async () => {
    const w = wallet({ connected: true, approval: 'manual' })
    expect(await w.provider.request({ method: 'eth_requestAccounts' })).toEqual([
      ADDRESS_A,
      ADDRESS_B,
    ])
    expect(w.pending()).toEqual([])
  })

  test('changing the selected account reorders accounts and tells the dapp', async () => {
    const w = wallet({ connected: true })
    const seen: Address[][] = []
    w.provider.on('accountsChanged', (accounts) => seen.push(accounts))
    w.setAccount(ADDRESS_B)
    expect(seen).toEqual([[ADDRESS_B, ADDRESS_A]])
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([ADDRESS_B, ADDRESS_A])
    w.setAccount(0)
    expect(seen.at(-1)).toEqual([ADDRESS_A, ADDRESS_B])
    expect(() => w.setAccount(5)).toThrow(MockWalletSetupError)
  })

  test('EIP-2255 permissions: request connects, get lists, revoke disconnects', async () => {
    const w = wallet()
    const seen: Address[][] = []
    w.provider.on('accountsChanged', (accounts) => seen.push(accounts))
    expect(await w.provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    const granted = (await w.provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })) as { parentCapability: string; caveats: { value: Address[] }[] }[]
    expect(granted).toHaveLength(1)
    expect(granted[0]?.parentCapability).toBe('eth_accounts')
    expect(granted[0]?.caveats[0]?.value).toEqual([ADDRESS_A, ADDRESS_B])
    expect(await w.provider.request({ method: 'wallet_getPermissions' })).toEqual(granted)
    expect(
      await w.provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).toBeNull()
    expect(await w.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(seen).toEqual([[ADDRESS_A, ADDRESS_B], []])
    const error = await rpcError(
      w.provider.request({ method: 'wallet_requestPermissions', params: [{ snap_dialog: {} }] }),
    )
    expect(error.code).toBe(-32602)
  })

  test('disconnect(): accountsChanged([]), then disconnect with 4900; eth_requestAccounts reconnects', async () => {
    const w = wallet({ connected: true })
    const events: unknown[] = []
    w.provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    w.provider.on('disconnect', (error) => events.push(['disconnect', error.code, error.message]))
    w.provider.on('connect', (info) => events.push(['connect', info]))
    w.disconnect()
    expect(events).toEqual([
      ['accountsChanged', []],
      ['disconnect', 4900, 'The provider is disconnected from all chains.'],
    ])
    expect(w.isConnected()).toBe(false)
    expect((await rpcError(w.provider.request({ method: 'eth_blockNumber' }))).code).toBe(4900)
    await w.provider.request({ method: 'eth_requestAccounts' })
    expect(events.slice(2)).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ADDRESS_A, ADDRESS_B]],
    ])
    expect(typeof (await w.provider.request({ method: 'eth_blockNumber' }))).toBe('string')
  })

  test('removeListener stops the events', async () => {
    const w = wallet()
    const seen: unknown[] = []
    const listener = (accounts: Address[]) => seen.push(accounts)
    expect(w.provider.on('accountsChanged', listener)).toBe(w.provider)
    w.provider.removeListener('accountsChanged', listener)
    await w.provider.request({ method: 'eth_requestAccounts' })
    expect(seen).toEqual([])
  })

  test('a throwing listener does not keep the others from hearing the event', async () => {
    const w = wallet()
    const seen: unknown[] = []
    const logged: unknown[] = []
    const original = console.error
    console.error = (error: unknown) => logged.push(error)
    try {
      w.provider.on('accountsChanged', () => {
        throw new Error('dapp bug')
      })
      w.provider.on('accountsChanged', (accounts) => seen.push(accounts))
      await w.provider.request({ method: 'eth_requestAccounts' })
    } finally {
      console.error = original
    }
    expect(seen).toEqual([[ADDRESS_A, ADDRESS_B]])
    expect(logged).toHaveLength(1)
  })
})

describe('signing', () => {
  test('personal_sign signs hex as bytes and text as UTF-8, verifiable with viem', async () => {
    const w = wallet({ connected: true })
    const hexSignature = (await w.provider.request({
      method: 'personal_sign',
      params: ['0x68656c6c6f', ADDRESS_A],
    })) as Hex
    expect(
      await verifyMessage({ address: ADDRESS_A, message: 'hello', signature: hexSignature }),
    ).toBe(true)
    const textSignature = (await w.provider.request({
      method: 'personal_sign',
      params: ['Sign in to Airlock', ADDRESS_B.toLowerCase()],
    })) as Hex
    expect(
      await verifyMessage({
        address: ADDRESS_B,
        message: 'Sign in to Airlock',
        signature: textSignature,
      }),
    ).toBe(true)
    expect(
      await verifyMessage({
        address: ADDRESS_A,
        message: 'Sign in to Airlock',
        signature: textSignature,
      }),
    ).toBe(false)
  })

  test('eth_signTypedData_v4 signs JSON typed data, verifiable with viem', async () => {
    const w = wallet({ connected: true })
    const signature = (await w.provider.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS_A, JSON.stringify(typedData)],
    })) as Hex
    const domain = { ...typedData.domain, chainId: 31337n }
    expect(await verifyTypedData({ address: ADDRESS_A, ...typedData, domain, signature })).toBe(
      true,
    )
    expect(await verifyTypedData({ address: ADDRESS_B, ...typedData, domain, signature })).toBe(
      false,
    )
    const fromObject = await w.provider.request({
      method: 'eth_signTypedData_v4',
      params: [ADDRESS_A, typedData],
    })
    expect(fromObject).toBe(signature)
  })

  test('signing needs a connected dapp and one of the wallet accounts (4100)', async () => {
    const w = wallet()
    const before = await rpcError(
      w.provider.request({ method: 'personal_sign', params: ['0x68', ADDRESS_A] }),
    )
    expect(before.code).toBe(4100)
    await w.provider.request({ method: 'eth_requestAccounts' })
    const stranger = await rpcError(
      w.provider.request({
        method: 'personal_sign',
        params: ['0x68', '0x000000000000000000000000000000000000dEaD'],
      }),
    )
    expect(stranger.code).toBe(4100)
    expect(stranger.message).toBe(
      'The requested account and/or method has not been authorized by the user.',
    )
  })

  test('malformed typed data is -32602, not a crash', async () => {
    const w = wallet({ connected: true })
    const notJson = await rpcError(
      w.provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS_A, '{nope'] }),
    )
    expect(notJson.code).toBe(-32602)
    const badTypes = await rpcError(
      w.provider.request({
        method: 'eth_signTypedData_v4',
        params: [
          ADDRESS_A,
          { ...typedData, message: { ...typedData.message, from: { name: 1, wallet: 'x' } } },
        ],
      }),
    )
    expect(badTypes.code).toBe(-32602)
  })
})

describe('requests it does not serve itself', () => {
  test('reads are forwarded to the chain and answered as the chain answers', async () => {
    const w = wallet()
    const balance = await w.provider.request({
      method: 'eth_getBalance',
      params: [ADDRESS_A, 'latest'],
    })
    expect(BigInt(balance as string)).toBeGreaterThan(0n)
    const gas = await w.provider.request({
      method: 'eth_estimateGas',
      params: [{ from: ADDRESS_A, to: ADDRESS_B, value: '0x1' }],
    })
    expect(gas).toBe('0x5208')
    expect(
      await w.provider.request({
        method: 'eth_call',
        params: [{ to: ADDRESS_B, data: '0x' }, 'latest'],
      }),
    ).toBe('0x')
    expect(await w.provider.request({ method: 'web3_clientVersion' })).toMatch(/anvil/i)
    const nodeError = await rpcError(
      w.provider.request({ method: 'eth_getBalance', params: ['not-an-address', 'latest'] }),
    )
    expect(nodeError.code).toBe(-32602)
  })

  test('methods that would let the node sign, and unknown wallet methods, are 4200', async () => {
    const w = wallet({ connected: true })
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_sendCalls', 'anvil_mine']) {
      const error = await rpcError(w.provider.request({ method, params: [ADDRESS_A, '0x68'] }))
      expect(error.code).toBe(4200)
      expect(error.data).toEqual({ method })
    }
  })

  test('an unreachable chain is 4901; a malformed request is -32600', async () => {
    const w = createMockWallet({
      privateKeys: [KEY_A],
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9/' }],
    })
    expect((await rpcError(w.provider.request({ method: 'eth_blockNumber' }))).code).toBe(4901)
    const malformed = await rpcError(
      w.provider.request({ nope: true } as unknown as { method: string }),
    )
    expect(malformed.code).toBe(-32600)
  })
})

describe('options and memory', () => {
  test('EIP-6963 info has defaults and takes overrides', () => {
    const w = wallet()
    expect(w.info.name).toBe('Mock Wallet')
    expect(w.info.rdns).toBe('dev.airlock.mock')
    expect(w.info.icon).toMatch(/^data:image\/svg\+xml,/)
    expect(w.info.uuid).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
    expect(wallet().info.uuid).not.toBe(w.info.uuid)
    const named = wallet({ name: 'Test', rdns: 'com.example', uuid: 'u-1', icon: 'data:,' })
    expect(named.info).toEqual({ name: 'Test', rdns: 'com.example', uuid: 'u-1', icon: 'data:,' })
  })

  test('refuses options it cannot work with', () => {
    expect(() => createMockWallet({ privateKeys: [], chains: [{ id: 1, rpcUrl: 'x' }] })).toThrow(
      MockWalletSetupError,
    )
    expect(() => createMockWallet({ privateKeys: [KEY_A], chains: [] })).toThrow(
      MockWalletSetupError,
    )
    expect(() => wallet({ chainId: 5 })).toThrow('chainId 5 is not in `chains`')
  })

  test('with a storage, a new page load remembers connection, chain, account, added chains and switches', async () => {
    const data = new Map<string, string>()
    const storage: MockWalletStorage = {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    }
    const first = wallet({ storage })
    await first.provider.request({ method: 'eth_requestAccounts' })
    await first.provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x2a', chainName: 'Forty-two', rpcUrls: [inject('rpc1')] }],
    })
    first.setAccount(1)
    first.setBehavior({ rejectRequests: ['personal_sign'] })

    const reloaded = wallet({ storage })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([
      ADDRESS_B,
      ADDRESS_A,
    ])
    expect(await reloaded.provider.request({ method: 'eth_chainId' })).toBe('0x2a')
    expect(reloaded.chains().map((c) => c.id)).toEqual([31337, 1, 42])
    expect(reloaded.behavior().rejectRequests).toEqual(['personal_sign'])

    data.set('airlock-mock-wallet:dev.airlock.mock', '{not json')
    expect(wallet({ storage }).isConnected()).toBe(false)
  })
})
