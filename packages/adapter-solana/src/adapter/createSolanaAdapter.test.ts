// @vitest-environment happy-dom
import {
  connect,
  createAirlockCore,
  disconnect,
  ErrorMessages,
  InvalidSendParametersError,
  reconnect,
  SendTransactionFailedError,
  signMessage,
  solanaDevnet,
  UserRejectedRequestError,
} from '@airlock/core'
import { createMockSolanaWallet, registerMockSolanaWallet } from '@airlock/testing/solana'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { beforeEach, describe, expect, test } from 'vitest'
import { SOLANA_PREFLIGHT_COMMITMENTS } from '../transactions/preflightCommitments'
import { createSolanaAdapter } from './createSolanaAdapter'

// SPEC.md §3 connectors, §5 send rules, §8 send errors, §9 preflight commitments. The wallet is the
// Wallet Standard mock of @airlock/testing (a test double for a browser extension); nothing here
// needs a chain: the sends that reach one are in createSolanaAdapter.chain.test.ts.

const seed = (byte: number) => byte.toString(16).padStart(2, '0').repeat(32)
const addressOf = (byte: number) =>
  Keypair.fromSeed(new Uint8Array(32).fill(byte)).publicKey.toBase58()
// A port nothing listens on: a send that gets this far fails as the chain being unreachable.
const NETWORK = { ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9/'] } } }

let walletCount = 0
// Each test is a new visit: no session stored by an earlier one (the wallets stay registered).
beforeEach(() => window.localStorage.clear())
function setup(
  options: {
    approval?: 'auto' | 'manual'
    keys?: number[]
    storage?: Storage
    connected?: boolean
  } = {},
) {
  walletCount += 1
  const name = `Mock Solana ${walletCount}`
  const mock = createMockSolanaWallet({
    name,
    secretKeys: (options.keys ?? [11, 12]).map(seed),
    chains: [{ chain: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9/' }],
    ...(options.approval ? { approval: options.approval } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.connected ? { connected: true } : {}),
  })
  registerMockSolanaWallet(mock)
  const adapter = createSolanaAdapter()
  const core = createAirlockCore({ projectId: 'test', networks: [NETWORK], adapters: [adapter] })
  const connector = () => {
    const found = core.state.connectors.connectors.find((item) => item.name === name)
    if (!found) throw new Error(`${name} is not listed`)
    return found
  }
  return { mock, adapter, core, connector, name }
}

describe('createSolanaAdapter', () => {
  test('lists a registered Wallet Standard wallet as an ANNOUNCED solana connector', async () => {
    const { core, connector, name, mock } = setup()
    await core.ready
    expect(connector()).toEqual({
      id: `wallet-standard:${name}`,
      name,
      type: 'ANNOUNCED',
      chain: 'solana',
      imageUrl: mock.wallet.icon,
    })
  })

  test('a wallet registered after setup shows up; one without Solana features does not', async () => {
    const { core } = setup()
    await core.ready
    const late = createMockSolanaWallet({
      name: 'Late Solana Wallet',
      secretKeys: [seed(13)],
      chains: [{ chain: 'solana:devnet', rpcUrl: 'http://127.0.0.1:9/' }],
    })
    registerMockSolanaWallet(late)
    const { getWallets } = await import('@wallet-standard/app')
    getWallets().register({
      version: '1.0.0',
      name: 'Ethereum Only',
      icon: mockIcon,
      chains: ['eip155:1'],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
      },
      accounts: [],
    })
    const names = core.state.connectors.connectors.map((item) => item.name)
    expect(names).toContain('Late Solana Wallet')
    expect(names).not.toContain('Ethereum Only')
  })

  test('connects, and follows the account the visitor selects in the wallet', async () => {
    const { core, connector, mock } = setup({ approval: 'manual' })
    await core.ready
    const connecting = connect(core, { connector: connector() })
    await expect.poll(() => mock.pending().length).toBe(1)
    mock.approvePending()
    await connecting
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.chain.accounts.solana?.caipAddress).toBe(
      `${NETWORK.caipNetworkId}:${addressOf(11)}`,
    )
    mock.setAccount(1)
    expect(core.state.chain.accounts.solana?.caipAddress).toBe(
      `${NETWORK.caipNetworkId}:${addressOf(12)}`,
    )
  })

  test('a refused connect is a rejected request and leaves the visitor disconnected', async () => {
    const { core, connector, mock } = setup({ approval: 'manual' })
    await core.ready
    const connecting = connect(core, { connector: connector() })
    await expect.poll(() => mock.pending().length).toBe(1)
    mock.rejectPending()
    await expect(connecting).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(core.state.chain.accounts.solana?.caipAddress).toBeUndefined()
  })

  test('the wallet dropping the dapp disconnects; disconnect() tells the wallet', async () => {
    const first = setup()
    await first.core.ready
    await connect(first.core, { connector: first.connector() })
    first.mock.disconnect()
    expect(first.core.state.chain.accounts.solana?.caipAddress).toBeUndefined()

    const second = setup()
    await second.core.ready
    await connect(second.core, { connector: second.connector() })
    await disconnect(second.core)
    expect(second.mock.isConnected()).toBe(false)
  })

  test('reconnects after a reload without asking the visitor again', async () => {
    const storage = window.localStorage
    const first = setup({ storage })
    await first.core.ready
    await connect(first.core, { connector: first.connector() })
    // "Reload": a new core and adapter over the same storage; the wallet (an extension) is the same.
    first.adapter.destroy()
    first.mock.setBehavior({ approval: 'manual' })
    const adapter = createSolanaAdapter()
    const core = createAirlockCore({ projectId: 'test', networks: [NETWORK], adapters: [adapter] })
    await core.ready
    await reconnect(core)
    expect(core.state.chain.accounts.solana?.caipAddress).toBe(
      `${NETWORK.caipNetworkId}:${addressOf(11)}`,
    )
    expect(first.mock.pending()).toEqual([])
  })

  test('signs a message the account key verifies (solana:signMessage, base58 signature)', async () => {
    const { core, connector } = setup()
    await core.ready
    await connect(core, { connector: connector() })
    const signature = await signMessage(core, { message: 'Sign in to Airlock' })
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('Sign in to Airlock'),
        bs58.decode(addressOf(11)),
      ),
    ).toBe(true)
  })

  test('the provider answers solana_signMessage in WalletConnect shapes and refuses other methods', async () => {
    const { core, connector, adapter } = setup()
    await core.ready
    expect(await adapter.getProvider()).toBeUndefined()
    await connect(core, { connector: connector() })
    const provider = await adapter.getProvider()
    const message = new TextEncoder().encode('hello')
    const { signature } = (await provider!.request({
      method: 'solana_signMessage',
      params: { message: bs58.encode(message), pubkey: addressOf(11) },
    })) as { signature: string }
    expect(ed25519.verify(bs58.decode(signature), message, bs58.decode(addressOf(11)))).toBe(true)
    expect(await provider!.request({ method: 'solana_getAccounts' })).toEqual([
      { pubkey: addressOf(11) },
    ])
    await expect(provider!.request({ method: 'eth_sendTransaction' })).rejects.toMatchObject({
      code: 4200,
    })
    await expect(
      provider!.request({
        method: 'solana_signAndSendTransaction',
        params: { transaction: 'AA==', sendOptions: { preflightCommitment: 'eventually' } },
      }),
    ).rejects.toMatchObject({ shortMessage: 'Invalid preflight commitment' })
    // A transaction larger than Solana's 1232-byte packet, or not base64, never reaches the wallet.
    for (const transaction of [btoa('x'.repeat(1233)), '', '%%%', 42]) {
      await expect(
        provider!.request({ method: 'solana_signTransaction', params: { transaction } }),
      ).rejects.toMatchObject({ code: 4200 })
    }
  })

  test('a send without a valid amount or receiver: "Please enter a valid amount and receiver address"', async () => {
    const { core, connector, adapter } = setup()
    await core.ready
    await connect(core, { connector: connector() })
    const address = addressOf(11)
    for (const [to, value] of [
      ['', 1n],
      ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n],
      [addressOf(12), 0n],
    ] as const) {
      const sending = adapter.sendTransaction({ address, to, value, network: NETWORK })
      await expect(sending).rejects.toBeInstanceOf(InvalidSendParametersError)
      await expect(sending).rejects.toMatchObject({
        shortMessage: 'Please enter a valid amount and receiver address',
      })
    }
    expect(ErrorMessages.INVALID_AMOUNT_OR_RECEIVER).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  test('a send the chain cannot take: "Failed to send transaction. Please try again."', async () => {
    const { core, connector, adapter } = setup()
    await core.ready
    await connect(core, { connector: connector() })
    const sending = adapter.sendTransaction({
      address: addressOf(11),
      to: addressOf(12),
      value: 1000n,
      network: NETWORK,
    })
    await expect(sending).rejects.toBeInstanceOf(SendTransactionFailedError)
    await expect(sending).rejects.toMatchObject({
      shortMessage: 'Failed to send transaction. Please try again.',
    })
  })

  test('accepts the eight preflight commitments and refuses any other', () => {
    expect(SOLANA_PREFLIGHT_COMMITMENTS).toEqual([
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ])
    for (const preflightCommitment of SOLANA_PREFLIGHT_COMMITMENTS) {
      expect(createSolanaAdapter({ preflightCommitment }).namespace).toBe('solana')
    }
    expect(() => createSolanaAdapter({ preflightCommitment: 'soon' as never })).toThrow(
      'Invalid preflight commitment',
    )
  })

  test('a hostile wallet name and icon are cleaned before they reach the list', async () => {
    const { core } = setup()
    await core.ready
    const { getWallets } = await import('@wallet-standard/app')
    getWallets().register({
      version: '1.0.0',
      name: '  Phan\u202etom\u200b  Wallet ',
      icon: 'data:image/svg+xml;base64,<script>' as never,
      chains: ['solana:devnet'],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'solana:signTransaction': { version: '1.0.0', signTransaction: async () => [] },
      },
      accounts: [],
    })
    const listed = core.state.connectors.connectors.find((item) => item.name === 'Phantom Wallet')
    expect(listed).toBeDefined()
    expect(listed?.imageUrl).toBeUndefined()
  })
})

const mockIcon =
  'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const
