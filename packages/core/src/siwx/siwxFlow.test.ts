import { describe, expect, test, vi } from 'vitest'
import { cancelSiwx } from '../actions/cancelSiwx'
import { checkSiwxSession } from '../actions/checkSiwxSession'
import { closeModal } from '../actions/closeModal'
import { connect } from '../actions/connect'
import { disconnect } from '../actions/disconnect'
import { signSiwxMessage } from '../actions/signSiwxMessage'
import { switchNetwork } from '../actions/switchNetwork'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { TrackedEvents } from '../constants/events'
import { createAirlockCore } from '../createAirlockCore'
import { ErrorMessages } from '../errors/messages'
import { SiwxNotEnabledError } from '../errors/siwx'
import { base, mainnet } from '../networks/evm'
import type { SIWXConfig, SIWXSession } from '../options/types'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { SIWEConfig } from './types'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const rejection = { code: 4001, message: 'User rejected the request.' }

/** TEST DOUBLE of a dapp's session store: sessions in memory, every call recorded. */
function memorySiwx(required: boolean, options: { failMessage?: boolean } = {}) {
  const sessions: SIWXSession[] = []
  const calls: string[] = []
  const key = (chainId: string, address: string) => `${chainId}|${address.toLowerCase()}`
  const config: SIWXConfig = {
    required,
    async createMessage({ chainId, accountAddress }) {
      calls.push(`createMessage ${chainId} ${accountAddress}`)
      if (options.failMessage) throw new TypeError('the nonce service is down')
      const data = {
        chainId,
        accountAddress,
        domain: 'app.test',
        uri: 'http://app.test',
        version: '1',
        nonce: 'n0nce123',
      }
      return {
        ...data,
        toString: () => `app.test wants you to sign in with ${accountAddress} on ${chainId}`,
      }
    },
    async addSession(session) {
      calls.push(`addSession ${session.signature}`)
      sessions.push(session)
    },
    async revokeSession(chainId, address) {
      calls.push(`revokeSession ${chainId} ${address}`)
      for (let i = sessions.length - 1; i >= 0; i--) {
        const s = sessions[i] as SIWXSession
        if (key(s.data.chainId, s.data.accountAddress) === key(chainId, address))
          sessions.splice(i, 1)
      }
    },
    async setSessions(list) {
      sessions.push(...list)
    },
    async getSessions(chainId, address) {
      return sessions.filter(
        (s) => key(s.data.chainId, s.data.accountAddress) === key(chainId, address),
      )
    },
  }
  return { config, sessions, calls }
}

function setup(siwx: Partial<Parameters<typeof createAirlockCore>[0]>) {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [adapter],
    storage: createMemoryStorage(),
    ...siwx,
  })
  const connectWallet = () => connect(core, { connector: adapter.getConnectors()[0]! })
  const events = () => core.state.events.events.map((e) => e.event)
  return { core, adapter, connectWallet, events }
}

describe('sign-in with the wallet (SPEC.md §4 Sign-in-with-wallet)', () => {
  test('after connect the sign view opens; signing adds the session and closes the modal', async () => {
    const store = memorySiwx(true)
    const { core, adapter, connectWallet, events } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(core.state.modal.open).toBe(true)
    expect(core.state.siwx.sessions).toEqual([])

    await expect(signSiwxMessage(core)).resolves.toBe('signed-in')
    const signed = adapter.test.calls.find((c) => c.method === 'signMessage')
    expect(signed?.parameters).toEqual({
      message: `app.test wants you to sign in with ${ALICE} on eip155:1`,
      address: ALICE,
    })
    expect(store.sessions).toHaveLength(1)
    expect(core.state.siwx.sessions[0]?.data.accountAddress).toBe(ALICE)
    expect(core.state.modal.open).toBe(false)
    expect(events()).toContain(TrackedEvents.SIWX_AUTH_SUCCESS)
    expect(TrackedEvents.SIWX_AUTH_SUCCESS).toBe('SIWX_AUTH_SUCCESS')
  })

  test('nothing happens when the account already has a session on that chain', async () => {
    const store = memorySiwx(true)
    store.sessions.push({
      data: {
        chainId: 'eip155:1',
        accountAddress: ALICE,
        domain: 'app.test',
        uri: 'http://app.test',
        version: '1',
        nonce: 'x',
      },
      message: 'm',
      signature: '0x1',
    })
    const { core, connectWallet } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.siwx.sessions).toHaveLength(1))
    expect(core.state.modal.open).toBe(false)
    await expect(checkSiwxSession(core)).resolves.toBe('signed-in')
  })

  test('a refusal keeps the view with Signature declined; a retry signs in', async () => {
    const store = memorySiwx(true)
    const { core, adapter, connectWallet, events } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    adapter.test.signError = rejection
    await expect(signSiwxMessage(core)).resolves.toBe('declined')
    expect(core.state.siwx.status).toBe('declined')
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('SIWXSignMessage')
    const error = core.state.events.events.find((e) => e.event === 'SIWX_AUTH_ERROR')
    expect(error?.properties?.message).toBe(ErrorMessages.SIGNATURE_DECLINED)
    expect(ErrorMessages.SIGNATURE_DECLINED).toBe('Signature declined')

    adapter.test.signError = undefined
    await expect(signSiwxMessage(core)).resolves.toBe('signed-in')
    expect(core.state.siwx.status).toBe('idle')
    expect(events().filter((e) => e === 'SIWX_AUTH_SUCCESS')).toHaveLength(1)
  })

  test('a refusal after the modal closed reopens the sign view', async () => {
    const store = memorySiwx(false)
    const { core, adapter, connectWallet } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(closeModal(core)).toBe(true)
    adapter.test.signError = rejection
    await signSiwxMessage(core)
    expect(core.state.modal.open).toBe(true)
    expect(core.state.router.view).toBe('SIWXSignMessage')
  })

  test('close is refused (the modal shakes) while sign-in is required and there is no session', async () => {
    const { core, connectWallet } = setup({ siwx: memorySiwx(true).config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    expect(closeModal(core)).toBe(false)
    expect(core.state.modal.shake).toBe(true)
    expect(core.state.modal.open).toBe(true)
  })

  test('cancel disconnects when sign-in is required', async () => {
    const { core, connectWallet, events } = setup({ siwx: memorySiwx(true).config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await cancelSiwx(core)
    expect(core.state.connection.status.eip155).toBe('disconnected')
    expect(core.state.modal.open).toBe(false)
    expect(events()).toContain('CLICK_CANCEL_SIWX')
  })

  test('cancel only closes when sign-in is optional', async () => {
    const { core, connectWallet, events } = setup({ siwx: memorySiwx(false).config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await cancelSiwx(core)
    expect(core.state.connection.status.eip155).toBe('connected')
    expect(core.state.modal.open).toBe(false)
    expect(events()).toContain('CLICK_CANCEL_SIWX')
  })

  test('a message that cannot be built: the alert, disconnected, back to Connect', async () => {
    const store = memorySiwx(true, { failMessage: true })
    const { core, connectWallet } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await expect(signSiwxMessage(core)).resolves.toBe('failed')
    expect(core.state.alert.open).toBe(true)
    expect(core.state.alert.messageId).toBe('authInitializationFailed')
    expect(ErrorMessages.AUTH_INITIALIZATION_FAILED).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(core.state.connection.status.eip155).toBe('disconnected')
    expect(core.state.router.view).toBe('Connect')
  })

  test('an account switch and a network switch each ask again for their pair', async () => {
    const store = memorySiwx(true)
    const { core, adapter, connectWallet } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await signSiwxMessage(core)
    expect(core.state.modal.open).toBe(false)

    adapter.test.emitAccountChanged(BOB)
    await vi.waitFor(() => expect(core.state.modal.open).toBe(true))
    expect(core.state.router.view).toBe('SIWXSignMessage')
    await signSiwxMessage(core)
    expect(store.calls).toContain(`createMessage eip155:1 ${BOB}`)

    await switchNetwork(core, base)
    await vi.waitFor(() => expect(core.state.modal.open).toBe(true))
    await signSiwxMessage(core)
    expect(store.calls).toContain(`createMessage eip155:8453 ${BOB}`)
    expect(store.sessions.map((s) => `${s.data.chainId} ${s.data.accountAddress}`)).toEqual([
      `eip155:1 ${ALICE}`,
      `eip155:1 ${BOB}`,
      `eip155:8453 ${BOB}`,
    ])
  })

  test('disconnect signs the account out through the store', async () => {
    const store = memorySiwx(true)
    const { core, connectWallet } = setup({ siwx: store.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('SIWXSignMessage'))
    await signSiwxMessage(core)
    await disconnect(core)
    await vi.waitFor(() => expect(store.calls).toContain(`revokeSession eip155:1 ${ALICE}`))
    expect(store.sessions).toEqual([])
    expect(core.state.siwx.sessions).toEqual([])
  })

  test('without a sign-in config the actions throw SIWX is not enabled', async () => {
    const { core, connectWallet } = setup({})
    await connectWallet()
    await expect(signSiwxMessage(core)).rejects.toBeInstanceOf(SiwxNotEnabledError)
    await expect(cancelSiwx(core)).rejects.toThrow('SIWX is not enabled')
    await expect(checkSiwxSession(core)).rejects.toThrow('SIWX is not enabled')
  })
})

describe('legacy siweConfig (SPEC.md §5)', () => {
  function siwe(verifies: boolean) {
    let session: { address: string; chainId: number } | null = null
    const signedOut: string[] = []
    const config: SIWEConfig = {
      required: true,
      getMessageParams: async () => ({
        domain: 'app.test',
        uri: 'http://app.test',
        statement: 'Welcome',
      }),
      getNonce: async () => 'siwenonce1',
      createMessage: (args) =>
        `${args.domain} ${args.address} ${args.chainId} ${args.nonce} ${args.statement}`,
      verifyMessage: async ({ message }) => {
        if (verifies) session = { address: message.split(' ')[1] as string, chainId: 1 }
        return verifies
      },
      getSession: async () => session,
      signOut: async () => {
        signedOut.push('out')
        session = null
        return true
      },
    }
    return { config, signedOut }
  }

  test('signs in through ConnectingSiwe and signs out on disconnect', async () => {
    const legacy = siwe(true)
    const { core, adapter, connectWallet } = setup({ siweConfig: legacy.config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('ConnectingSiwe'))
    expect(closeModal(core)).toBe(false)
    await expect(signSiwxMessage(core)).resolves.toBe('signed-in')
    const signed = adapter.test.calls.find((c) => c.method === 'signMessage')
    expect(signed?.parameters).toMatchObject({ message: `app.test ${ALICE} 1 siwenonce1 Welcome` })
    await expect(checkSiwxSession(core)).resolves.toBe('signed-in')
    await disconnect(core)
    await vi.waitFor(() => expect(legacy.signedOut).toEqual(['out']))
  })

  test('a signature the dapp refuses is Signature declined', async () => {
    const { core, connectWallet } = setup({ siweConfig: siwe(false).config })
    await connectWallet()
    await vi.waitFor(() => expect(core.state.router.view).toBe('ConnectingSiwe'))
    await expect(signSiwxMessage(core)).resolves.toBe('declined')
    expect(core.state.siwx.status).toBe('declined')
    const error = core.state.events.events.find((e) => e.event === 'SIWX_AUTH_ERROR')
    expect(error?.properties?.message).toBe('Signature declined')
  })
})
