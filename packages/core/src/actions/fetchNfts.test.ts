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
import { createAirlockCore } from '../createAirlockCore'
import { NoActiveCaipAddressError } from '../errors/connection'
import { base, mainnet } from '../networks/evm'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { fetchNfts } from './fetchNfts'
import { setAccount } from './setAccount'
import { syncNetwork } from './syncNetwork'

const cloudUrl = inject('cloudUrl')
// The first funded account of the cloud's chains: the seed gives it Airlock Pass #1, 3 Bronze,
// 1 Silver and 2 Gold badges (ERC-1155) and the spam airdrop FREE #1 on each chain.
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(options: { apiUrl?: string; account?: string } = {}) {
  const networks = [mainnet, base].map((network) =>
    withCloudRpc(network, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
  )
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks,
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    apiUrl: options.apiUrl ?? cloudUrl,
  })
  setAccount(core, { caipAddress: `eip155:1:${options.account ?? ACCOUNT}` })
  syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:1' })
  return core
}

let fetchSpy: MockInstance<typeof fetch>
beforeEach(() => {
  // Counts the requests; every one still goes to the real cloud.
  fetchSpy = vi.spyOn(globalThis, 'fetch')
})
afterEach(() => {
  vi.restoreAllMocks()
})
const nftRequests = () =>
  fetchSpy.mock.calls.filter(([url]) => String(url).includes('/nfts')).length

describe('fetchNfts: the NFT store', () => {
  test("the account's NFTs on the active chain, spam dropped, with names, amounts and image URLs", async () => {
    const core = setup()
    const state = await fetchNfts(core)
    expect(state).toBe(core.state.nfts)
    expect(state.for).toBe(`eip155:1:${ACCOUNT}`)
    expect(state.loading).toBe(false)
    expect(state.failed).toBe(false)
    expect(state.empty).toBe(false)
    expect(state.next).toBeUndefined()
    const names = state.nfts.map((nft) => `${nft.name} x${nft.amount}`).sort()
    expect(names).toEqual([
      'Airlock Pass #1 x1',
      'Bronze Badge x3',
      'Gold Badge x2',
      'Silver Badge x1',
    ])
    expect(state.nfts.every((nft) => nft.chainId === 'eip155:1')).toBe(true)
    expect(state.nfts.some((nft) => nft.name.startsWith('Free Airdrop'))).toBe(false)
    const image = await fetch(state.nfts[0]?.imageUrl ?? '')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toContain('image/svg+xml')
  })

  test('concurrent calls share one request; after the last page it asks nothing', async () => {
    const core = setup()
    await Promise.all([fetchNfts(core), fetchNfts(core)])
    expect(nftRequests()).toBe(1)
    await fetchNfts(core)
    expect(nftRequests()).toBe(1)
    await fetchNfts(core, { reset: true })
    expect(nftRequests()).toBe(2)
  })

  test('an account without NFTs is empty; another network starts a new list', async () => {
    const core = setup({ account: '0x00000000000000000000000000000000000a11c0' })
    const state = await fetchNfts(core)
    expect(state.empty).toBe(true)
    expect(state.nfts).toEqual([])
    setAccount(core, { caipAddress: `eip155:8453:${ACCOUNT}` })
    syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:8453' })
    const onBase = await fetchNfts(core)
    expect(onBase.for).toBe(`eip155:8453:${ACCOUNT}`)
    expect(onBase.nfts.every((nft) => nft.chainId === 'eip155:8453')).toBe(true)
    expect(onBase.nfts).toHaveLength(4)
  })

  test('a cloud that does not answer: failed and empty; without an account it throws', async () => {
    const core = setup({ apiUrl: 'http://127.0.0.1:9' })
    const state = await fetchNfts(core)
    expect(state.failed).toBe(true)
    expect(state.empty).toBe(true)
    expect(state.loading).toBe(false)
    const nobody = createAirlockCore({
      projectId: CLOUD_PROJECT.id,
      networks: [mainnet],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
    })
    await expect(fetchNfts(nobody)).rejects.toBeInstanceOf(NoActiveCaipAddressError)
  })
})
