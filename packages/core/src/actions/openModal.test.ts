import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { NamespaceNotConfiguredError } from '../errors/network'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { openModal } from './openModal'
import { pushView } from './pushView'

function setup() {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, solana],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  return { core, adapter }
}

describe('openModal', () => {
  test('opens on Connect when disconnected', () => {
    const { core } = setup()
    openModal(core)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  test('opens on Account when connected', async () => {
    const { core, adapter } = setup()
    await connect(core, { connector: adapter.getConnectors()[0]! })
    openModal(core)
    expect(core.state.router.view).toBe('Account')
  })

  test('opens on the view asked for, with its data, starting the history there', () => {
    const { core } = setup()
    pushView(core, 'AllWallets')
    openModal(core, { view: 'Networks', data: { network: mainnet } })
    expect(core.state.router).toMatchObject({
      view: 'Networks',
      history: ['Networks'],
      data: { network: mainnet },
    })
  })

  test('makes the namespace asked for active', () => {
    const { core } = setup()
    openModal(core, { namespace: 'solana' })
    expect(core.state.chain.activeNamespace).toBe('solana')
    expect(core.state.chain.activeNetwork).toEqual(solana)
    openModal(core, { namespace: 'solana', view: 'Account' })
    expect(core.state.chain.activeNetwork).toEqual(solana)
  })

  test('a namespace without networks is `Namespace is not configured`', () => {
    const { core } = setup()
    expect(() => openModal(core, { namespace: 'bip122' })).toThrow(NamespaceNotConfiguredError)
    expect(() => openModal(core, { namespace: 'bip122' })).toThrow('Namespace is not configured')
    expect(core.state.modal.open).toBe(false)
  })
})
