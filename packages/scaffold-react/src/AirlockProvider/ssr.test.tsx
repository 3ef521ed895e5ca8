// @vitest-environment node
import { createMemoryStorage, mainnet } from '@airlock/core'
import { createTestAdapter } from '@airlock/core/testing'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AccountButton } from '../components/AccountButton/AccountButton'
import { ConnectButton } from '../components/ConnectButton/ConnectButton'
import { NetworkButton } from '../components/NetworkButton/NetworkButton'
import { createAirlock } from '../createAirlock'
import { AirlockModal } from '../modal/AirlockModal'
import { AirlockProvider } from './AirlockProvider'

describe('server-side rendering', () => {
  it('renders the provider, the buttons and an inline modal with no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
    const airlock = createAirlock({
      projectId: 'ssr',
      networks: [mainnet],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
    })
    const html = renderToString(
      <AirlockProvider airlock={airlock}>
        <ConnectButton />
        <AccountButton />
        <NetworkButton />
        <ConnectButton.Custom>{({ status }) => <span>{status}</span>}</ConnectButton.Custom>
        <AirlockModal inline />
      </AirlockProvider>,
    )
    expect(html).toContain('<airlock-root')
    expect(html).toContain('<span>disconnected</span>')
  })

  it('shows the Project ID Not Configured alert state without a project id', () => {
    const airlock = createAirlock({ networks: [mainnet], storage: createMemoryStorage() })
    // Core names the catalogue entry; the modal shows the locale's words (Modal.test.tsx).
    expect(airlock.core.state.alert).toMatchObject({
      open: true,
      messageId: 'projectIdNotConfigured',
    })
    expect(airlock.messages.projectIdNotConfigured).toBe('Project ID Not Configured')
  })

  it('rejects siweConfig together with siwx', () => {
    expect(() =>
      createAirlock({
        projectId: 'p',
        networks: [mainnet],
        siweConfig: {
          getNonce: async () => 'nonce1234',
          createMessage: () => 'message',
          verifyMessage: async () => true,
          getSession: async () => null,
          signOut: async () => true,
        },
        siwx: {
          createMessage: async () => {
            throw new TypeError('unused')
          },
          addSession: async () => undefined,
          revokeSession: async () => undefined,
          setSessions: async () => undefined,
          getSessions: async () => [],
        },
      }),
    ).toThrow()
  })
})
