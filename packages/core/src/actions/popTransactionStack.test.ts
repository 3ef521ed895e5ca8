import { describe, expect, test, vi } from 'vitest'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { openModal } from './openModal'
import { popTransactionStack } from './popTransactionStack'
import { pushTransactionStack } from './pushTransactionStack'
import { pushView } from './pushView'

function setup() {
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    storage: createMemoryStorage(),
  })
  openModal(core, { view: 'Account' })
  return core
}

// SPEC.md §4: "On success or error, the stack is popped or the modal is closed."
describe('popTransactionStack', () => {
  test.each(['success', 'error', 'cancel'] as const)(
    'an empty stack closes the modal (%s)',
    (result) => {
      const core = setup()
      popTransactionStack(core, result)
      expect(core.state.modal.open).toBe(false)
    },
  )

  test.each(['success', 'error'] as const)('a goBack entry goes back on %s', (result) => {
    const core = setup()
    pushTransactionStack(core, { goBack: true })
    pushView(core, 'ApproveTransaction')
    popTransactionStack(core, result)
    expect(core.state.router.view).toBe('Account')
    expect(core.state.router.transactionStack).toEqual([])
    expect(core.state.modal.open).toBe(true)
  })

  test('a goBack entry on the first view closes the modal', () => {
    const core = setup()
    pushTransactionStack(core, { goBack: true })
    popTransactionStack(core, 'success')
    expect(core.state.modal.open).toBe(false)
  })

  test('a view entry starts the history over at the view (Send: back to Account)', () => {
    const core = setup()
    pushView(core, 'WalletSend')
    pushTransactionStack(core, { view: 'Account' })
    pushView(core, 'WalletSendPreview')
    popTransactionStack(core, 'success')
    expect(core.state.router).toMatchObject({ view: 'Account', history: ['Account'] })
  })

  test('a view entry with replace swaps the current view', () => {
    const core = setup()
    pushView(core, 'RegisterAccountName')
    pushTransactionStack(core, { view: 'RegisterAccountNameSuccess', replace: true })
    popTransactionStack(core, 'success')
    expect(core.state.router.history).toEqual(['Account', 'RegisterAccountNameSuccess'])
  })

  test('an entry without a destination closes the modal', () => {
    const core = setup()
    pushTransactionStack(core, {})
    popTransactionStack(core, 'success')
    expect(core.state.modal.open).toBe(false)
  })

  test('cancel goes back even when the entry names a view', () => {
    const core = setup()
    pushView(core, 'WalletSend')
    pushTransactionStack(core, { view: 'Account' })
    popTransactionStack(core, 'cancel')
    expect(core.state.router.view).toBe('Account')
    expect(core.state.router.history).toEqual(['Account'])
  })

  test.each([
    ['success', 'onSuccess'],
    ['error', 'onError'],
    ['cancel', 'onCancel'],
  ] as const)('%s calls only %s', (result, callback) => {
    const core = setup()
    const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    pushTransactionStack(core, { goBack: true, ...callbacks })
    popTransactionStack(core, result)
    for (const [name, fn] of Object.entries(callbacks)) {
      expect(fn).toHaveBeenCalledTimes(name === callback ? 1 : 0)
    }
  })

  test('pops one entry at a time, the latest first', () => {
    const core = setup()
    pushView(core, 'WalletSend')
    pushTransactionStack(core, { view: 'Account' })
    pushTransactionStack(core, { goBack: true })
    pushView(core, 'ApproveTransaction')
    popTransactionStack(core, 'success')
    expect(core.state.router.view).toBe('WalletSend')
    expect(core.state.router.transactionStack).toHaveLength(1)
    popTransactionStack(core, 'success')
    expect(core.state.router.view).toBe('Account')
  })
})
