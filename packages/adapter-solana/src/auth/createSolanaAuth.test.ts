// @vitest-environment happy-dom
import {
  connect,
  createAirlockCore,
  createMemoryStorage,
  disconnect,
  signMessage,
  solanaDevnet,
} from '@airlock/core'
import { createTestEmbeddedFrame } from '@airlock/core/testing'
import { ed25519 } from '@noble/curves/ed25519'
import { Keypair } from '@solana/web3.js'
import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import { createSolanaAdapter } from '../adapter/createSolanaAdapter'

// The Solana adapter's embedded wallet over core's session: a real core and adapter, only the
// frame is a TEST DOUBLE (the demo's Playwright specs run the real frame against the secure site).
const key = Keypair.fromSeed(new Uint8Array(32).fill(9))
const address = key.publicKey.toBase58()
const devnet = solanaDevnet.caipNetworkId

function start(storage = createMemoryStorage()) {
  const frame = createTestEmbeddedFrame({
    GET_USER: (payload: { chainId: string }) => ({
      email: 'visitor@example.org',
      address,
      chainId: payload.chainId,
      accounts: [{ address, type: 'eoa' }],
      smartAccountDeployed: false,
    }),
    IS_CONNECTED: { isConnected: true },
    SIGN_OUT: undefined,
    // The visitor approved in the frame; the secure site signed with the user's key.
    RPC_REQUEST: (payload: { method: string; params: { message: string; pubkey: string } }) => {
      if (payload.method !== 'solana_signMessage') throw new Error(payload.method)
      return {
        signature: bs58.encode(
          ed25519.sign(bs58.decode(payload.params.message), key.secretKey.slice(0, 32)),
        ),
      }
    },
  })
  const adapter = createSolanaAdapter({ auth: { createFrame: async () => frame } })
  const core = createAirlockCore({
    projectId: 'test',
    networks: [solanaDevnet],
    adapters: [adapter],
    storage,
  })
  return { adapter, core, frame, storage }
}

describe('createSolanaAdapter({ auth })', () => {
  it('lists the AUTH connector; connect gives the Solana account; a message is signed through the frame', async () => {
    const { core, frame, adapter } = start()
    await core.ready
    const auth = core.state.connectors.connectors.find(({ type }) => type === 'AUTH')
    expect(auth).toMatchObject({ id: 'auth', type: 'AUTH', chain: 'solana' })
    expect(adapter.embeddedWallet?.rpcMethods).toContain('solana_signMessage')
    await connect(core, { connector: auth as NonNullable<typeof auth> })
    expect(core.state.chain.accounts.solana).toMatchObject({ status: 'connected', address })
    expect(frame.calls.find(({ name }) => name === 'GET_USER')?.payload).toEqual({
      chainId: devnet,
    })

    const signature = await signMessage(core, { message: 'hello' })
    const request = frame.calls.find(({ name }) => name === 'RPC_REQUEST')?.payload
    expect(request).toEqual({
      method: 'solana_signMessage',
      params: { message: bs58.encode(new TextEncoder().encode('hello')), pubkey: address },
    })
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('hello'),
        key.publicKey.toBytes(),
      ),
    ).toBe(true)
    adapter.destroy()
  })

  it('restores a stored session after a reload and signs out on disconnect', async () => {
    const first = start()
    await first.core.ready
    const auth = first.core.state.connectors.connectors.find(({ type }) => type === 'AUTH')
    await connect(first.core, { connector: auth as NonNullable<typeof auth> })
    first.adapter.destroy()

    const second = start(first.storage)
    await second.core.ready
    expect(second.core.state.chain.accounts.solana).toMatchObject({ status: 'connected', address })
    expect(second.frame.calls.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['IS_CONNECTED', 'GET_USER']),
    )
    await disconnect(second.core)
    expect(second.frame.calls.at(-1)?.name).toBe('SIGN_OUT')
    expect(second.core.state.chain.accounts.solana?.status).not.toBe('connected')
    second.adapter.destroy()
  })

  it('follows a switch of Solana network in the frame, so sends go to that cluster', async () => {
    const testnet = {
      ...solanaDevnet,
      id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z' as const,
      name: 'Solana Testnet',
    }
    const frame = createTestEmbeddedFrame({
      GET_USER: (payload: { chainId: string }) => ({ address, chainId: payload.chainId }),
      SWITCH_NETWORK: (payload: { chainId: string }) => ({ chainId: payload.chainId }),
    })
    const adapter = createSolanaAdapter({ auth: { createFrame: async () => frame } })
    const core = createAirlockCore({
      projectId: 'test',
      networks: [solanaDevnet, testnet],
      adapters: [adapter],
      storage: createMemoryStorage(),
    })
    const auth = core.state.connectors.connectors.find(({ type }) => type === 'AUTH')
    await connect(core, { connector: auth as NonNullable<typeof auth> })
    await adapter.switchNetwork({ network: testnet })
    expect(frame.calls.find(({ name }) => name === 'SWITCH_NETWORK')?.payload).toEqual({
      chainId: testnet.caipNetworkId,
    })
    adapter.destroy()
  })
})
