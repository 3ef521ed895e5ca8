import { createMemoryStorage, createTestAdapter, mainnet } from '@airlock/core'
import { render, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AirlockProvider } from '../AirlockProvider/AirlockProvider'
import { createAirlock } from '../createAirlock'
import { findDialog } from '../test/renderAirlock'
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
})
