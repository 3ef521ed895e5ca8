import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCloud, type TestCloud } from './startTestCloud'

type Wallet = {
  id: string
  name: string
  image_id: string
  rdns: string | null
  chains: string[]
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: string
}
type Page = { data: Wallet[]; count: number }

const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
/** Documented in the README: sha256('airlock-wallet:airlock-test-wallet'). */
const testWalletId = '96ed2692cb33f344854276154020cc62baf0ff72fff58b2ea41665206840867f'

let cloud: TestCloud
let all: Wallet[]

async function getPage(params: Record<string, string>): Promise<Page> {
  const res = await fetch(cloud.at('/getWallets', params))
  expect(res.status).toBe(200)
  return (await res.json()) as Page
}

beforeAll(async () => {
  // The registry needs no chains: without them the cloud starts in about half the time.
  cloud = await startTestCloud({ chains: [] })
  all = []
  for (let page = 1; ; page++) {
    const { data } = await getPage({ page: String(page), entries: '100' })
    all.push(...data)
    if (data.length < 100) break
  }
})
afterAll(async () => {
  await cloud?.dispose()
})

describe('GET /getWallets', () => {
  it('holds at least 300 distinct wallets with the fields of a wallet list entry', () => {
    expect(all.length).toBeGreaterThanOrEqual(300)
    expect(new Set(all.map((w) => w.id)).size).toBe(all.length)
    expect(new Set(all.map((w) => w.name)).size).toBe(all.length)
    for (const wallet of all) {
      expect(Object.keys(wallet)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'image_id',
          'rdns',
          'chains',
          'mobile_link',
          'desktop_link',
          'webapp_link',
        ]),
      )
      expect(wallet.chains.length).toBeGreaterThan(0)
    }
    // Varied: both namespaces, every kind of link, both badges.
    expect(all.some((w) => w.chains.some((c) => c.startsWith('solana:')))).toBe(true)
    expect(all.some((w) => w.chains.every((c) => c.startsWith('eip155:')))).toBe(true)
    expect(all.some((w) => w.mobile_link?.startsWith('https://'))).toBe(true)
    expect(all.some((w) => w.mobile_link?.match(/^[a-z]+:\/\/$/))).toBe(true)
    expect(all.some((w) => w.desktop_link)).toBe(true)
    expect(all.some((w) => w.webapp_link)).toBe(true)
    expect(new Set(all.map((w) => w.badge_type))).toEqual(new Set(['none', 'certified']))
  })

  it('pages 1-based with a total count: pages concatenate to the whole list', async () => {
    const first = await getPage({ page: '1', entries: '40' })
    expect(first.count).toBe(all.length)
    expect(first.data.map((w) => w.id)).toEqual(all.slice(0, 40).map((w) => w.id))
    const third = await getPage({ page: '3', entries: '40' })
    expect(third.data.map((w) => w.id)).toEqual(all.slice(80, 120).map((w) => w.id))
    const lastPage = Math.ceil(all.length / 40)
    const last = await getPage({ page: String(lastPage), entries: '40' })
    expect(last.data.length).toBe(all.length - (lastPage - 1) * 40)
    const beyond = await getPage({ page: String(lastPage + 1), entries: '40' })
    expect(beyond).toEqual({ data: [], count: all.length })
  })

  it('defaults to page 1 of 40 entries', async () => {
    const page = await getPage({})
    expect(page.data.length).toBe(40)
    expect(page.data[0]?.id).toBe(all[0]?.id)
  })

  it('searches names case-insensitively, counting every match', async () => {
    const expected = all.filter((w) => w.name.toLowerCase().includes('vault'))
    expect(expected.length).toBeGreaterThan(5)
    const page = await getPage({ search: 'VaUlT', entries: '5' })
    expect(page.count).toBe(expected.length)
    expect(page.data.map((w) => w.name)).toEqual(expected.slice(0, 5).map((w) => w.name))
    expect((await getPage({ search: 'no wallet is called this' })).count).toBe(0)
  })

  it('includes only the given ids, and excludes the given ids', async () => {
    const picked = [all[7], all[150], all[299]].map((w) => w?.id ?? '')
    const included = await getPage({ include: picked.join(',') })
    expect(included.count).toBe(3)
    expect(included.data.map((w) => w.id).sort()).toEqual([...picked].sort())

    const excluded = await getPage({ exclude: picked.join(','), entries: '100' })
    expect(excluded.count).toBe(all.length - 3)
    expect(excluded.data.some((w) => picked.includes(w.id))).toBe(false)
    expect(excluded.data[7]?.id).toBe(all[8]?.id)
  })

  it('filters by chains: an entry matches when it supports any of them', async () => {
    const onSolana = await getPage({ chains: solana, entries: '100' })
    const expected = all.filter((w) => w.chains.includes(solana))
    expect(onSolana.count).toBe(expected.length)
    expect(onSolana.data.every((w) => w.chains.includes(solana))).toBe(true)

    const either = await getPage({ chains: `eip155:56,${solana}` })
    expect(either.count).toBe(
      all.filter((w) => w.chains.includes('eip155:56') || w.chains.includes(solana)).length,
    )
    expect(either.count).toBeGreaterThan(onSolana.count)
  })

  it('filters by badge_type and combines filters', async () => {
    const certified = await getPage({ badge_type: 'certified', entries: '100' })
    expect(certified.count).toBe(all.filter((w) => w.badge_type === 'certified').length)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
    const combined = await getPage({ badge_type: 'certified', search: 'pay', chains: 'eip155:1' })
    expect(combined.count).toBe(
      all.filter(
        (w) =>
          w.badge_type === 'certified' &&
          w.name.toLowerCase().includes('pay') &&
          w.chains.includes('eip155:1'),
      ).length,
    )
  })

  it('lists the test wallets under their documented ids and rdns', async () => {
    const page = await getPage({ search: 'airlock test wallet' })
    const wallet = page.data.find((w) => w.name === 'Airlock Test Wallet')
    expect(wallet).toMatchObject({ id: testWalletId, rdns: 'dev.airlock.testwallet' })
    expect(wallet?.chains).toEqual(expect.arrayContaining(['eip155:1', 'eip155:8453']))
    // What @airlock/testing's mock wallet announces, matched by rdns.
    const mock = (await getPage({ search: 'mock wallet' })).data
    expect(mock).toEqual([
      expect.objectContaining({
        id: 'ed8e9b7ab8f5cf075000f2ff671083d83f0ae60bc3c456fd32a00bc49c9092e0',
        name: 'Mock Wallet',
        rdns: 'dev.airlock.mock',
      }),
    ])
  })

  it.each([
    ['page', '0'],
    ['page', 'two'],
    ['page', '1.5'],
    ['entries', '0'],
    ['entries', '1000'],
    ['badge_type', 'gold'],
    ['chains', 'ethereum'],
    ['include', "x'; drop table wallets; --"],
    ['search', 'x'.repeat(101)],
  ])('answers 400 naming the parameter for %s=%s', async (name, value) => {
    const res = await fetch(cloud.at('/getWallets', { [name]: value }))
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: string; reason: string }
    expect(body.error).toMatch(name)
    expect(body.reason).toMatch(name)
  })
})

describe('images', () => {
  it('serves a generated SVG per wallet, cacheable, with a 304 on revalidation', async () => {
    const wallet = all.find((w) => w.name === 'Airlock Test Wallet')
    const res = await fetch(cloud.at(`/getWalletImage/${wallet?.image_id}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/)
    const svg = await res.text()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>AT</text>')
    const again = await fetch(cloud.at(`/getWalletImage/${wallet?.image_id}`), {
      headers: { 'if-none-match': res.headers.get('etag') ?? '' },
    })
    expect(again.status).toBe(304)
    // Deterministic: another wallet, another picture.
    const other = await fetch(cloud.at(`/getWalletImage/${all[100]?.image_id}`))
    expect(await other.text()).not.toBe(svg)
  })

  it.each([
    ['/public/getCurrencyImage/USD', 'USD'],
    ['/public/getCurrencyImage/eur', 'EUR'],
    // A token the icon set does not cover: the generated tile.
    ['/public/getTokenImage/WETH', 'WETH'],
  ])('serves %s', async (path, text) => {
    const res = await fetch(cloud.at(path))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(await res.text()).toContain(text)
  })

  // Real artwork from the icon sets (README "Artwork"): Web3 Icons' SVGs carry class="web3icons";
  // a social brand is Simple Icons' glyph in the brand's colour.
  it.each([
    ['/public/getAssetImage/eip155:1', 'class="web3icons"'],
    ['/public/getAssetImage/8453', 'fill="#00F"'],
    ['/public/getAssetImage/solana', 'class="web3icons"'],
    ['/public/getAssetImage/walletconnect', 'class="web3icons"'],
    ['/public/getTokenImage/USDC', 'fill="#0B53BF"'],
    ['/public/getAssetImage/social-github', 'fill="#181717"'],
    ['/public/getAssetImage/social-google', 'fill="#4285F4"'],
  ])('serves real artwork for %s', async (path, marker) => {
    const res = await fetch(cloud.at(path))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    const svg = await res.text()
    expect(svg).toContain(marker)
    expect(svg).not.toContain('<text')
  })

  it('lists real wallets with their artwork and the links their makers publish', async () => {
    const metamask = all.find((w) => w.name === 'MetaMask')
    expect(metamask).toMatchObject({
      rdns: 'io.metamask',
      image_id: 'metamask',
      mobile_link: 'metamask://',
    })
    const res = await fetch(cloud.at(`/getWalletImage/${metamask?.image_id}`))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('fill="#FF5C16"')
    const { data } = await getPage({ search: 'Phantom' })
    expect(data.map((w) => w.name)).toContain('Phantom')
    expect(data.find((w) => w.name === 'Phantom')?.chains).toContain(solana)
    // Only the registry's own wallets get artwork: another of the set's names is not served.
    expect((await fetch(cloud.at('/getWalletImage/argent'))).status).toBe(404)
  })

  it.each([
    '/getWalletImage/0000',
    '/public/getAssetImage/eip155:999999',
    '/public/getCurrencyImage/XXX',
    '/public/getTokenImage/NOPE',
  ])('answers 404 JSON for an unknown id: %s', async (path) => {
    const res = await fetch(cloud.at(path))
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ error: 'Image not found' })
  })
})

describe('GET /getAnalyticsConfig', () => {
  it('says analytics is enabled', async () => {
    const res = await fetch(cloud.at('/getAnalyticsConfig'))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ isAnalyticsEnabled: true })
  })
})
