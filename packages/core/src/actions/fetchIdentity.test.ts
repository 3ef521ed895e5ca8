import {
  afterEach,
  beforeEach,
  describe,
  expect,
  inject,
  type MockInstance,
  test,
  vi,
} from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { IDENTITY_CACHE_TTL_MS } from '../constants/timing'
import { createAirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { mainnet } from '../networks/evm'
import { solana } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { connect } from './connect'
import { fetchIdentity } from './fetchIdentity'
import { setAccount } from './setAccount'

const cloudUrl = inject('cloudUrl')
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(projectId: string = CLOUD_PROJECT.id) {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId,
    networks: [mainnet, solana],
    adapters: [adapter],
    storage: createMemoryStorage(),
    apiUrl: cloudUrl,
  })
  return { core, adapter }
}

/** What the cloud itself says about the account (whatever names its store holds). */
async function cloudIdentity(): Promise<{ name: string | null; avatar: string | null }> {
  const url = `${cloudUrl}/v1/identity/${ACCOUNT}?projectId=${CLOUD_PROJECT.id}&st=t&sv=t`
  return (await (await fetch(url)).json()) as { name: string | null; avatar: string | null }
}

let fetchSpy: MockInstance<typeof fetch>
beforeEach(() => {
  // Counts the requests; every one still goes to the real cloud.
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  vi.restoreAllMocks()
})
const identityRequests = () =>
  fetchSpy.mock.calls.filter(([url]) => String(url).includes('/v1/identity/')).length

describe('fetchIdentity (SPEC.md §7, §9)', () => {
  test('fills the profile with the name and avatar the cloud has for the address', async () => {
    const expected = await cloudIdentity()
    const { core } = setup()
    setAccount(core, { caipAddress: `eip155:1:${ACCOUNT}`, profileName: 'stale' })
    await expect(fetchIdentity(core, { now: 0 })).resolves.toMatchObject(expected)
    expect(core.state.chain.accounts.eip155).toMatchObject({
      profileName: expected.name ?? undefined,
      profileImage: expected.avatar ?? undefined,
    })
    // Asked with the connected address as `sender`.
    const asked = fetchSpy.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.includes('/v1/identity/'))
      .at(-1)
    expect(new URL(asked as string).searchParams.get('sender')).toBe(ACCOUNT)
  })

  test('cached in storage for 5 minutes', async () => {
    expect(IDENTITY_CACHE_TTL_MS).toBe(300000)
    const { core } = setup()
    setAccount(core, { caipAddress: `eip155:1:${ACCOUNT}` })
    // A name cached a moment ago is shown without asking.
    core.storage.setCached(
      `identity/${ACCOUNT.toLowerCase()}`,
      { name: 'cached.airlock', avatar: 'https://a.test/x.png' },
      0,
    )
    await fetchIdentity(core, { now: 299_999 })
    expect(identityRequests()).toBe(0)
    expect(core.state.chain.accounts.eip155).toMatchObject({
      profileName: 'cached.airlock',
      profileImage: 'https://a.test/x.png',
    })
    // Five minutes later the cloud is asked again and its answer replaces it.
    await fetchIdentity(core, { now: 300_000 })
    expect(identityRequests()).toBe(1)
    expect(core.state.chain.accounts.eip155?.profileName).toBe(
      (await cloudIdentity()).name ?? undefined,
    )
  })

  test('connecting fetches the identity and the balances (eip155)', async () => {
    const { core, adapter } = setup()
    await connect(core, { connector: adapter.getConnectors()[0]! })
    await vi.waitFor(() => {
      expect(identityRequests()).toBe(1)
      expect(core.state.send.balancesStatus).toBe('ready')
    })
    expect(Number(core.state.chain.accounts.eip155?.balance)).toBeGreaterThan(0)
  })

  test('names are eip155 only: another namespace is not asked', async () => {
    const { core } = setup()
    setAccount(core, {
      caipAddress: `${solana.caipNetworkId}:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM`,
    })
    await expect(fetchIdentity(core, { namespace: 'solana' })).resolves.toBeUndefined()
    expect(identityRequests()).toBe(0)
  })

  test('a refused ask leaves the profile and shows the alert (unknown project -> 403)', async () => {
    const { core } = setup('no-such-project')
    setAccount(core, { caipAddress: `eip155:1:${ACCOUNT}`, profileName: 'kept' })
    await expect(fetchIdentity(core)).resolves.toBeUndefined()
    expect(core.state.chain.accounts.eip155?.profileName).toBe('kept')
    expect(core.state.alert).toMatchObject({ open: true, messageId: 'invalidProjectId' })
  })

  test('without an account it throws', async () => {
    const { core } = setup()
    await expect(fetchIdentity(core)).rejects.toThrow(NoActiveCaipAddressError)
  })
})
