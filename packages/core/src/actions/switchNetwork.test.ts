import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { ChainNotSupportedError, NetworkNotFoundError } from '../errors/network'
import { UserRejectedRequestError } from '../errors/request'
import { en, type MessageId } from '../messages/en'
import { arbitrum, base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import type { AirlockOptions } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { openModal } from './openModal'
import { pushView } from './pushView'
import { switchNetwork } from './switchNetwork'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

async function setup(options: Partial<AirlockOptions> = {}, connected = true) {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, base, solana],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...options,
  })
  if (connected) await connect(core, { connector: adapter.getConnectors()[0]! })
  return { core, adapter }
}

function fillSendForm(core: Awaited<ReturnType<typeof setup>>['core']) {
  Object.assign(core.state.send, {
    sendTokenAmount: 1.5,
    receiverAddress: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    receiverProfileName: 'bob.airlock',
    gasPrice: 10n,
    loading: true,
    lastRetry: 42,
  })
}

describe('switchNetwork (SPEC.md §4 "Network switching")', () => {
  test('asks the wallet, then makes the network active and stores it', async () => {
    const { core, adapter } = await setup()
    await switchNetwork(core, base)
    expect(adapter.test.calls.find((call) => call.method === 'switchNetwork')?.parameters).toEqual({
      network: base,
    })
    expect(core.state.chain.activeNetwork).toEqual(base)
    expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:8453:${ALICE}`)
    expect(core.storage.getActiveNetwork()).toBe('eip155:8453')
  })

  test('resets the send form (keeping the balance retry time)', async () => {
    const { core } = await setup()
    fillSendForm(core)
    await switchNetwork(core, base)
    expect(core.state.send).toMatchObject({
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
      gasPrice: undefined,
      loading: false,
      tokenBalances: [],
      lastRetry: 42,
    })
  })

  test('without a connection it switches locally', async () => {
    const { core, adapter } = await setup({}, false)
    fillSendForm(core)
    await switchNetwork(core, base)
    expect(adapter.test.calls.some((call) => call.method === 'switchNetwork')).toBe(false)
    expect(core.state.chain.activeNetwork).toEqual(base)
    expect(core.state.send.receiverAddress).toBeUndefined()
  })

  test('to another namespace, it makes that namespace active', async () => {
    const { core } = await setup()
    await switchNetwork(core, solana)
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.chain.accounts.eip155?.caipAddress).toBe(`eip155:1:${ALICE}`)
  })

  test('a network that is not configured is `Network not found`, with its alert', async () => {
    const { core } = await setup()
    expect(core.state.alert.open).toBe(false)
    await expect(switchNetwork(core, arbitrum)).rejects.toThrow(NetworkNotFoundError)
    await expect(switchNetwork(core, arbitrum)).rejects.toThrow('Network not found')
    expect(core.state.chain.activeNetwork).toEqual(mainnet)
    // SPEC.md §8 "Other alerts": the catalogue's words, `Network Not Found`.
    expect(core.state.alert).toMatchObject({ open: true, messageId: 'networkNotFound' })
    expect(en[core.state.alert.messageId as MessageId]).toBe('Network Not Found')
  })

  describe('wallet errors', () => {
    test('4902 with a failing add is `Chain is not supported` (the adapter add-chain path)', async () => {
      const { core, adapter } = await setup()
      adapter.test.switchError = { code: 4902, message: 'Unrecognized chain ID' }
      adapter.test.canAddChain = false
      const error = await switchNetwork(core, base).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(ChainNotSupportedError)
      expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
      expect(core.state.chain.activeNetwork).toEqual(mainnet)
    })

    test('4902 with a working add switches', async () => {
      const { core, adapter } = await setup()
      adapter.test.switchError = { code: 4902, message: 'Unrecognized chain ID' }
      adapter.test.canAddChain = true
      await switchNetwork(core, base)
      expect(adapter.test.calls.some((call) => call.method === 'addChain')).toBe(true)
      expect(core.state.chain.activeNetwork).toEqual(base)
    })

    test.each([4902, -32603, 5000])(
      'a raw chain-not-added code %i from an adapter without add-chain is `Chain is not supported`',
      async (code) => {
        const { core, adapter } = await setup()
        adapter.test.switchError = { code, message: 'Unrecognized chain' }
        const error = await switchNetwork(core, base).catch((caught: unknown) => caught)
        expect(error).toBeInstanceOf(ChainNotSupportedError)
        expect((error as ChainNotSupportedError).cause).toBe(adapter.test.switchError)
      },
    )

    test('a refusal is UserRejectedRequestError and nothing changes', async () => {
      const { core, adapter } = await setup()
      adapter.test.switchError = { code: 4001, message: 'User rejected the request.' }
      await expect(switchNetwork(core, base)).rejects.toBeInstanceOf(UserRejectedRequestError)
      expect(core.state.chain.activeNetwork).toEqual(mainnet)
      expect(core.storage.getActiveNetwork()).toBe('eip155:1')
    })
  })

  test('from UnsupportedChain, a switch goes back to the view before it', async () => {
    const { core, adapter } = await setup()
    openModal(core, { view: 'Account' })
    adapter.test.emitChainChanged('eip155:42161')
    expect(core.state.router.view).toBe('UnsupportedChain')
    await switchNetwork(core, base)
    expect(core.state.router.view).toBe('Account')
    expect(core.state.chain.unsupportedCaipNetworkId).toBeUndefined()
  })

  test('from UnsupportedChain as the first view, a switch closes the modal', async () => {
    const { core, adapter } = await setup()
    adapter.test.emitChainChanged('eip155:42161')
    expect(core.state.modal.open).toBe(true)
    await switchNetwork(core, base)
    expect(core.state.modal.open).toBe(false)
  })

  test('other views are left alone', async () => {
    const { core } = await setup()
    openModal(core, { view: 'Account' })
    pushView(core, 'Networks')
    await switchNetwork(core, base)
    expect(core.state.router.view).toBe('Networks')
  })
})
