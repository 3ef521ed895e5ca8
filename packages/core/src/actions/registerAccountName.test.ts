import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { NameRegistrationError, NameResolutionError, NameSuggestionsError } from '../errors/names'
import { UserRejectedRequestError } from '../errors/request'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { checkAccountName } from './checkAccountName'
import { connect } from './connect'
import { fetchIdentity } from './fetchIdentity'
import { fetchNameSuggestions } from './fetchNameSuggestions'
import { registerAccountName } from './registerAccountName'
import { toAccountName } from './toAccountName'

// Against the real local cloud (its names routes on a real store, signatures checked by the
// cloud): each test's wallet is a fresh key that really signs, so a registration is real.

const cloudUrl = inject('cloudUrl')

async function setup({ apiUrl = cloudUrl, connected = true } = {}) {
  const wallet = privateKeyToAccount(generatePrivateKey())
  const adapter = createTestAdapter({ address: wallet.address })
  // The test wallet signs for real, so the cloud's check passes.
  const signed: string[] = []
  adapter.signMessage = async ({ message }) => {
    signed.push(message)
    if (adapter.test.signError !== undefined) throw adapter.test.signError
    return wallet.signMessage({ message })
  }
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl,
  })
  if (connected) await connect(core, { connector: adapter.getConnectors()[0]! })
  return { core, adapter, wallet, signed }
}

const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`

describe('toAccountName (SPEC.md §5)', () => {
  test('adds .airlock, normalises, refuses what breaks the rule', () => {
    expect(toAccountName('Ana-1')).toBe('ana-1.airlock')
    expect(toAccountName('ana-1.airlock')).toBe('ana-1.airlock')
    expect(toAccountName('ana')).toBeUndefined()
    expect(toAccountName('an_a')).toBeUndefined()
    expect(toAccountName('a.bcde')).toBeUndefined()
    expect(toAccountName('a'.repeat(64))).toBeUndefined()
  })
})

describe('checkAccountName', () => {
  test('invalid, registered (seeded alice.airlock) and available', async () => {
    const { core } = await setup()
    expect(await checkAccountName(core, { name: 'abc' })).toEqual({ status: 'invalid' })
    expect(await checkAccountName(core, { name: 'alice' })).toEqual({
      status: 'registered',
      name: 'alice.airlock',
    })
    const free = unique()
    expect(await checkAccountName(core, { name: free })).toEqual({
      status: 'available',
      name: `${free}.airlock`,
    })
  })

  test('a failed lookup is Error resolving name', async () => {
    const { core } = await setup({ apiUrl: 'http://127.0.0.1:9' })
    await expect(checkAccountName(core, { name: 'alice' })).rejects.toThrow(NameResolutionError)
  })
})

describe('fetchNameSuggestions', () => {
  test('free names that pass the rule', async () => {
    const { core } = await setup()
    const names = await fetchNameSuggestions(core, { name: 'alice' })
    expect(names.length).toBeGreaterThan(0)
    expect(names).not.toContain('alice.airlock')
    for (const name of names) expect(toAccountName(name)).toBe(name)
  })

  test('a failed ask is Error fetching name suggestions', async () => {
    const { core } = await setup({ apiUrl: 'http://127.0.0.1:9' })
    await expect(fetchNameSuggestions(core, { name: 'alice' })).rejects.toThrow(
      NameSuggestionsError,
    )
  })
})

describe('registerAccountName (SPEC.md §4 "Name registration")', () => {
  test('pushes the success view, signs, registers and sets the profile', async () => {
    const { core, wallet, signed } = await setup()
    const label = unique()
    const done = registerAccountName(core, { name: label })
    expect(core.state.router.view).toBe('RegisterAccountNameSuccess')
    expect(core.state.router.data).toEqual({ name: `${label}.airlock` })
    await expect(done).resolves.toBe(`${label}.airlock`)
    expect(signed).toHaveLength(1)
    const message = JSON.parse(signed[0] as string)
    expect(message).toMatchObject({ name: `${label}.airlock`, attributes: {} })
    expect(typeof message.timestamp).toBe('number')
    const account = core.state.chain.accounts.eip155
    expect(account?.profileName).toBe(`${label}.airlock`)
    expect(account?.profileImage).toContain(`/public/getAvatarImage/${label}.airlock`)
    // The cloud has it: the name resolves, and the address's identity is it.
    expect(await checkAccountName(core, { name: label })).toMatchObject({ status: 'registered' })
    const identity = await fetch(
      `${cloudUrl}/v1/identity/${wallet.address}?projectId=${CLOUD_PROJECT.id}&st=t&sv=t`,
    )
    expect(((await identity.json()) as { name: string }).name).toBe(`${label}.airlock`)
    // A reload within the cache's lifetime shows it without asking.
    expect(await fetchIdentity(core)).toMatchObject({ name: `${label}.airlock` })
  })

  test('a refused signature goes back to the form with Error registering name', async () => {
    const { core, adapter } = await setup()
    adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    const label = unique()
    const error = await registerAccountName(core, { name: label }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameRegistrationError)
    expect((error as NameRegistrationError).shortMessage).toBe(
      `Error registering name ${label}.airlock`,
    )
    expect((error as NameRegistrationError).cause).toBeInstanceOf(UserRejectedRequestError)
    expect(core.state.router.view).toBe('RegisterAccountName')
    expect(core.state.router.data).toEqual({ name: label })
    expect(core.state.snackbar).toMatchObject({
      open: true,
      variant: 'error',
      messageId: 'errorRegisteringName',
      params: { name: `${label}.airlock` },
    })
    expect(core.state.chain.accounts.eip155?.profileName).toBeUndefined()
    expect(await checkAccountName(core, { name: label })).toMatchObject({ status: 'available' })
  })

  test('a taken name (the cloud answers 409) and a name breaking the rule fail the same way', async () => {
    const { core, signed } = await setup()
    await expect(registerAccountName(core, { name: 'alice' })).rejects.toThrow(
      'Error registering name alice.airlock',
    )
    expect(core.state.router.view).toBe('RegisterAccountName')
    await expect(registerAccountName(core, { name: 'abc' })).rejects.toThrow(
      'Error registering name abc',
    )
    // The wallet was never asked for the invalid one.
    expect(signed).toHaveLength(1)
    expect(core.state.chain.accounts.eip155?.profileName).toBeUndefined()
  })

  test('without an account: No ActiveCaipAddress found', async () => {
    const { core } = await setup({ connected: false })
    await expect(registerAccountName(core, { name: 'anyname' })).rejects.toThrow(
      NoActiveCaipAddressError,
    )
  })
})
