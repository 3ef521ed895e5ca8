import { connect, type SIWEConfig, type SIWXConfig, type SIWXSession } from '@airlock/core'
import { fireEvent, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAirlock } from '../../test/renderAirlock'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** TEST DOUBLE of a dapp's session store: sessions kept in memory. */
function memorySiwx(required: boolean): SIWXConfig & { sessions: SIWXSession[] } {
  const sessions: SIWXSession[] = []
  return {
    required,
    sessions,
    async createMessage({ chainId, accountAddress }) {
      const data = {
        chainId,
        accountAddress,
        domain: 'app.test',
        uri: 'http://app.test',
        version: '1',
        nonce: 'n0nce123',
      }
      return { ...data, toString: () => `app.test: sign in as ${accountAddress}` }
    },
    async addSession(session) {
      sessions.push(session)
    },
    async revokeSession() {
      sessions.length = 0
    },
    async setSessions(list) {
      sessions.push(...list)
    },
    async getSessions(chainId, address) {
      return sessions.filter((s) => s.data.chainId === chainId && s.data.accountAddress === address)
    },
  }
}

const metadata = {
  name: 'Sign-in Dapp',
  description: 'd',
  url: 'http://app.test',
  icons: ['http://app.test/icon.png'],
}

async function connected(options: Parameters<typeof renderAirlock>[1], strict = false) {
  const rendered = renderAirlock(null, { metadata, ...options, strict })
  const [connector] = rendered.adapter.getConnectors()
  if (!connector) throw new TypeError('no connector')
  await connect(rendered.airlock.core, { connector })
  const view = await rendered.modal()
  await view.findByRole('button', { name: 'Sign' })
  return { ...rendered, view }
}

describe('SIWXSignMessage', () => {
  it.each([false, true])(
    'opens after connect with the dapp and the account; Sign signs in and closes (StrictMode %s)',
    async (strict) => {
      const siwx = memorySiwx(true)
      const { airlock, adapter, view } = await connected({ siwx }, strict)
      expect(view.getByRole('heading').textContent).toBe('Sign In')
      view.getByText('Sign-in Dapp needs to connect to your wallet')
      view.getByText(/prove you own this wallet/)
      expect(view.dialog.textContent).toContain('0xf39F')
      expect(view.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBe('true')

      fireEvent.click(view.getByRole('button', { name: 'Sign' }))
      await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
      expect(siwx.sessions).toHaveLength(1)
      expect(adapter.test.calls.filter((c) => c.method === 'signMessage')).toHaveLength(1)
    },
  )

  it('shows Signature declined after a refusal; Sign again signs in', async () => {
    const siwx = memorySiwx(true)
    const { airlock, adapter, view } = await connected({ siwx })
    adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    fireEvent.click(view.getByRole('button', { name: 'Sign' }))
    expect((await view.findByRole('alert')).textContent).toBe('Signature declined')
    adapter.test.signError = undefined
    fireEvent.click(view.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    expect(siwx.sessions[0]?.data.accountAddress).toBe(ALICE)
  })

  it('the close button shakes the modal while sign-in is required', async () => {
    const { airlock, view } = await connected({ siwx: memorySiwx(true) })
    fireEvent.click(view.getByRole('button', { name: 'Close' }))
    expect(airlock.core.state.modal.open).toBe(true)
    await waitFor(() => expect(view.dialog.getAttribute('data-shake')).toMatch(/a|b/))
  })

  it('Cancel disconnects when sign-in is required', async () => {
    const { airlock, view } = await connected({ siwx: memorySiwx(true) })
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(airlock.core.state.connection.status.eip155).toBe('disconnected'))
    expect(airlock.core.state.modal.open).toBe(false)
  })

  it('Cancel only closes when sign-in is optional; close is enabled', async () => {
    const { airlock, view } = await connected({ siwx: memorySiwx(false) })
    expect(view.getByRole('button', { name: 'Close' }).getAttribute('aria-disabled')).toBeNull()
    fireEvent.click(view.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    expect(airlock.core.state.connection.status.eip155).toBe('connected')
  })
})

describe('ConnectingSiwe', () => {
  it('asks a legacy siweConfig dapp for the signature in its words', async () => {
    let session: { address: string; chainId: number } | null = null
    const siweConfig: SIWEConfig = {
      getNonce: async () => 'siwenonce1',
      createMessage: (args) => `${args.domain} wants ${args.address} ${args.nonce}`,
      verifyMessage: async () => {
        session = { address: ALICE, chainId: 1 }
        return true
      },
      getSession: async () => session,
      signOut: async () => true,
    }
    const { airlock, view } = await connected({ siweConfig })
    view.getByText('Sign-in Dapp wants you to sign in with Ethereum')
    fireEvent.click(view.getByRole('button', { name: 'Sign' }))
    await waitFor(() => expect(airlock.core.state.modal.open).toBe(false))
    expect(session).toEqual({ address: ALICE, chainId: 1 })
  })
})
