import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { base, mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import type { AirlockOptions } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { syncNetwork } from './syncNetwork'

async function setup(options: Partial<AirlockOptions> = {}) {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, base, solana],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...options,
  })
  await connect(core, { connector: adapter.getConnectors()[0]! })
  core.state.send.receiverAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  return { core, adapter }
}

// SPEC.md §4: a network outside the configured ones opens UnsupportedChain, unless unsupported
// chains are allowed or network switching is disabled.
describe('syncNetwork (a wallet-side network change)', () => {
  test('a configured network becomes active and resets the send form', async () => {
    const { core } = await setup()
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:8453' })
    expect(core.state.chain.activeNetwork).toEqual(base)
    expect(core.state.send.receiverAddress).toBeUndefined()
    expect(core.state.modal.open).toBe(false)
  })

  test('the same network again keeps the send form', async () => {
    const { core } = await setup()
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:1' })
    expect(core.state.send.receiverAddress).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
  })

  test.each<[string, Partial<AirlockOptions>, boolean]>([
    ['by default', {}, true],
    ['when unsupported chains are allowed', { allowUnsupportedChain: true }, false],
    ['when network switching is disabled', { enableNetworkSwitch: false }, false],
  ])('an unknown network %s: opens UnsupportedChain = %s', async (_, options, opens) => {
    const { core } = await setup(options)
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:42161' })
    expect(core.state.modal.open).toBe(opens)
    expect(core.state.router.view).toBe(opens ? 'UnsupportedChain' : 'Connect')
    expect(core.state.chain.unsupportedCaipNetworkId).toBe('eip155:42161')
    expect(core.state.chain.activeNetwork).toEqual(mainnet)
    expect(core.state.chain.accounts.eip155?.caipAddress).toBe(
      'eip155:42161:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    )
    expect(core.state.send.receiverAddress).toBeUndefined()
  })

  test('back on a configured network, UnsupportedChain closes', async () => {
    const { core } = await setup()
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:42161' })
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:8453' })
    expect(core.state.modal.open).toBe(false)
    expect(core.state.chain.unsupportedCaipNetworkId).toBeUndefined()
    expect(core.state.chain.activeNetwork).toEqual(base)
  })

  test('a change on an inactive namespace only moves that account', async () => {
    const { core } = await setup()
    core.state.chain.accounts.solana!.address = 'So1ana'
    syncNetwork(core, { namespace: 'solana', caipNetworkId: 'solana:unknown' })
    expect(core.state.chain.accounts.solana?.caipAddress).toBe('solana:unknown:So1ana')
    expect(core.state.modal.open).toBe(false)
    expect(core.state.chain.activeNetwork).toEqual(mainnet)
  })
})
