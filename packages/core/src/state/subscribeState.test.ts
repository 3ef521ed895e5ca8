import { describe, expect, test, vi } from 'vitest'
import { openModal } from '../actions/openModal'
import { setModalLoading } from '../actions/setModalLoading'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { subscribeState } from './subscribeState'
import { subscribeStateKey } from './subscribeStateKey'

function setup() {
  return createAirlockCore({ projectId: 'p', networks: [mainnet], storage: createMemoryStorage() })
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('subscriptions', () => {
  test('subscribeState gets a snapshot after a batch of changes, until unsubscribed', async () => {
    const core = setup()
    const listener = vi.fn()
    const stop = subscribeState(core, listener)
    openModal(core, { view: 'Networks' })
    await flush()
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]?.[0]).toMatchObject({
      modal: { open: true },
      router: { view: 'Networks' },
    })
    stop()
    setModalLoading(core, true)
    await flush()
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('subscribeStateKey gets the new value of one key only', async () => {
    const core = setup()
    const listener = vi.fn()
    const stop = subscribeStateKey(core, 'modal', 'open', listener)
    setModalLoading(core, true)
    await flush()
    expect(listener).not.toHaveBeenCalled()
    openModal(core)
    await flush()
    expect(listener).toHaveBeenCalledWith(true)
    stop()
  })

  test('another instance does not notify', async () => {
    const core = setup()
    const other = setup()
    const listener = vi.fn()
    subscribeState(core, listener)
    openModal(other)
    await flush()
    expect(listener).not.toHaveBeenCalled()
  })
})
