import { connect, createMemoryStorage, disconnect, mainnet, requestEmbedded } from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { act, render, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { AirlockProvider } from '../AirlockProvider/AirlockProvider'
import { createAirlock } from '../createAirlock'
import { createTestEmbeddedWallet } from '../test/createTestEmbeddedWallet'
import { findDialog, renderAirlock } from '../test/renderAirlock'
import { authConnector } from '../test/renderEmbedded'
import { AirlockModal } from './AirlockModal'

describe('AirlockModal', () => {
  it('inline: renders in place, embedded, without being opened, and nothing goes to body', async () => {
    const airlock = createAirlock({
      projectId: 'p',
      networks: [mainnet],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
      apiUrl: 'http://127.0.0.1:9',
      registryUrl: 'http://127.0.0.1:9',
      disableAppend: true,
    })
    const { container } = render(
      <AirlockProvider airlock={airlock}>
        <section>
          <AirlockModal inline />
        </section>
      </AirlockProvider>,
    )
    const dialog = await waitFor(() => findDialog())
    const host = (dialog.getRootNode() as ShadowRoot).host
    expect(container.querySelector('section')?.contains(host)).toBe(true)
    expect(dialog.getAttribute('aria-modal')).toBeNull()
    expect(airlock.core.state.modal.open).toBe(false)
    expect([...document.body.children].some((child) => child.tagName === 'AIRLOCK-ROOT')).toBe(
      false,
    )
  })

  it('inline: follows a connection made elsewhere (Account when connected, Connect when disconnected)', async () => {
    const { airlock, adapter } = renderAirlock(
      <section>
        <AirlockModal inline />
      </section>,
    )
    await waitFor(() => findDialog())
    expect(airlock.core.state.router.view).toBe('Connect')
    const [connector] = adapter.getConnectors()
    if (!connector) throw new TypeError('no connector')
    // Not through the modal: as a stored session restored on load, or the page's own button.
    await act(() => connect(airlock.core, { connector }))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Account'))
    await act(() => disconnect(airlock.core))
    await waitFor(() => expect(airlock.core.state.router.view).toBe('Connect'))
  })

  it('inline without disableAppend: one host, the inline one; the body gets none, even when opened', async () => {
    const { airlock } = renderAirlock(
      <section>
        <AirlockModal inline />
      </section>,
    )
    await waitFor(() => findDialog())
    airlock.open()
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(true))
    // Give a body host time to load and render, were there one.
    await new Promise((done) => setTimeout(done, 300))
    const hosts = [...document.querySelectorAll('airlock-root')].filter((host) =>
      host.shadowRoot?.querySelector('[role="dialog"]'),
    )
    expect(hosts).toHaveLength(1)
    expect(hosts[0]?.closest('section')).not.toBeNull()
    expect([...document.body.children].some((child) => child.tagName === 'AIRLOCK-ROOT')).toBe(
      false,
    )
  })

  it('inline without disableAppend: an unsafe request pushes ApproveTransaction once', async () => {
    const wallet = createTestEmbeddedWallet(authConnector.id)
    const adapter = Object.assign(createTestAdapter({ connectors: [authConnector] }), {
      embeddedWallet: { connectorId: wallet.connectorId, createFrame: wallet.createFrame },
    })
    wallet.frame.holdRpc = true
    const { airlock } = renderAirlock(
      <section>
        <AirlockModal inline />
      </section>,
      { adapters: [adapter] },
    )
    await waitFor(() => findDialog())
    airlock.open()
    void requestEmbedded(airlock.core, {
      method: 'personal_sign',
      params: ['0x48656c6c6f', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'],
    }).catch(() => undefined)
    await waitFor(() => expect(airlock.core.state.router.view).toBe('ApproveTransaction'))
    await new Promise((done) => setTimeout(done, 300))
    const { history, transactionStack } = airlock.core.state.router
    expect(history.filter((view) => view === 'ApproveTransaction')).toHaveLength(1)
    // One stack entry: answering goes back once, to where the visitor was.
    expect(transactionStack).toHaveLength(1)
  })

  it('the appended modal comes back when the inline one unmounts', async () => {
    const { airlock, modal } = renderAirlock(<InlineUntil />)
    await waitFor(() => findDialog())
    toggleInline?.(false)
    airlock.open()
    const view = await modal()
    const host = (view.dialog.getRootNode() as ShadowRoot).host
    expect(host.parentElement).toBe(document.body)
  })
})

let toggleInline: ((shown: boolean) => void) | undefined
function InlineUntil() {
  const [shown, setShown] = useState(true)
  toggleInline = (next) => act(() => setShown(next))
  return shown ? <AirlockModal inline /> : null
}
