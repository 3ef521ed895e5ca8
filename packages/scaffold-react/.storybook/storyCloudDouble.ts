// A TEST DOUBLE of the cloud for Storybook: Storybook's static build is a page with no server
// behind it, so the stories' core talks to this `fetch` instead. It answers only requests to
// STORY_CLOUD_URL (a loopback port nothing serves) with data shaped like the local cloud's seed;
// every other request goes to the browser's own fetch. The check (scripts/storybook-check.mjs)
// fails a story that reaches any host but the page's own, so a route missing here shows up as a
// view's empty or error state, never as a network call.

/** The cloud URL every story's core is created with. Nothing listens there. */
export const STORY_CLOUD_URL = 'http://127.0.0.1:9'

/** The test adapter's account (anvil's first funded account). */
const ACCOUNT = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

const WALLETS = Array.from({ length: 24 }, (_, index) => {
  const n = String(index + 1).padStart(3, '0')
  return {
    id: `wallet-${n}`,
    name: `Wallet ${n}`,
    image_id: `image-${n}`,
    rdns: `com.example.wallet${n}`,
    chains: ['eip155:1'],
    webapp_link: `https://wallet-${n}.example`,
  }
})

function balances(chainId: string): unknown {
  return {
    balances: [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId,
        value: 3000,
        price: 3000,
        quantity: { decimals: '18', numeric: '1.0' },
        iconUrl: '',
      },
      {
        name: 'Airlock USD',
        symbol: 'AUSD',
        chainId,
        address: `${chainId}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
        value: 250,
        price: 1,
        quantity: { decimals: '6', numeric: '250.0' },
        iconUrl: '',
      },
    ],
  }
}

function history(chain: string): unknown {
  const day = (n: number) => new Date(Date.UTC(2026, 10, 20 - n, 12)).toISOString()
  const transfer = (direction: 'in' | 'out', numeric: string, symbol: string) => ({
    direction,
    quantity: { numeric },
    fungible_info: { name: symbol, symbol, icon: { url: '' } },
  })
  const row = (n: number, direction: 'in' | 'out', numeric: string, symbol: string) => ({
    id: `tx-${n}`,
    metadata: {
      operationType: direction === 'out' ? 'send' : 'receive',
      hash: `0x${String(n).repeat(64).slice(0, 64)}`,
      minedAt: day(n),
      sentFrom: direction === 'out' ? ACCOUNT : OTHER,
      sentTo: direction === 'out' ? OTHER : ACCOUNT,
      status: 'confirmed',
      nonce: n,
      chain,
    },
    transfers: [transfer(direction, numeric, symbol)],
  })
  return {
    data: [
      row(1, 'out', '0.05', 'ETH'),
      row(2, 'in', '120', 'AUSD'),
      row(3, 'out', '12.5', 'AUSD'),
      row(4, 'in', '0.2', 'ETH'),
    ],
    next: null,
  }
}

/** Three NFTs of two collections (an ERC-721 pair and an ERC-1155 held five times), drawn inline. */
function nfts(): unknown {
  const art = (hue: number, label: string) =>
    `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="hsl(${hue} 70% 55%)"/><circle cx="50" cy="42" r="22" fill="hsl(${hue} 70% 85%)"/><text x="50" y="88" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#fff">${label}</text></svg>`,
    )}`
  const collection = (address: string, name: string, symbol: string, standard: string) => ({
    address: `eip155:1:${address}`,
    name,
    symbol,
    standard,
  })
  const punks = collection(
    '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    'Airlock Punks',
    'ALP',
    'erc721',
  )
  const badges = collection(
    '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
    'Event Badges',
    'BADGE',
    'erc1155',
  )
  const nft = (tokenId: string, name: string, hue: number, amount: string, of: unknown) => ({
    chainId: 'eip155:1',
    tokenId,
    name,
    imageUrl: art(hue, `#${tokenId}`),
    amount,
    collection: of,
    flags: { is_spam: false },
  })
  return {
    data: [
      nft('1', 'Airlock Punk #1', 210, '1', punks),
      nft('2', 'Airlock Punk #2', 330, '1', punks),
      nft('7', 'Early supporter', 140, '5', badges),
    ],
    next: null,
  }
}

/** The answer to one request of the story cloud, or undefined for a 404. */
function answer(url: URL, method: string): unknown {
  const path = url.pathname
  if (path === '/getWallets') {
    const search = url.searchParams.get('search')?.toLowerCase()
    const data = WALLETS.filter((wallet) => !search || wallet.name.toLowerCase().includes(search))
    return { data, count: data.length }
  }
  if (path === '/getAnalyticsConfig') return { isAnalyticsEnabled: false }
  if (path === '/v1/supported-chains') return { http: ['eip155:1', 'eip155:10'], ws: [] }
  if (path.startsWith('/v1/identity/')) return { name: null, avatar: null }
  const account = path.match(/^\/v1\/account\/[^/]+\/(balance|history|nfts)$/)
  if (account?.[1] === 'nfts') return nfts()
  if (account?.[1] === 'balance') return balances(url.searchParams.get('chainId') ?? 'eip155:1')
  if (account?.[1] === 'history') return history(url.searchParams.get('chainId') ?? 'eip155:1')
  if (path === '/v1/convert/gas-price')
    return { standard: '1000000000', fast: '1500000000', instant: '2000000000' }
  if (path === '/v1/fungible/price' && method === 'POST')
    return { fungibles: [{ name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 }] }
  if (path.startsWith('/v1/profile/suggestions/')) {
    const name = decodeURIComponent(path.split('/').pop() ?? 'name').replace(/\.airlock$/, '')
    return {
      suggestions: [
        { name: `${name}.airlock`, registered: false },
        { name: `${name}1.airlock`, registered: false },
        { name: `${name}-web3.airlock`, registered: false },
      ],
    }
  }
  if (path === '/v1/convert/tokens')
    return {
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          decimals: 18,
          logoUri: '',
        },
        {
          name: 'Airlock USD',
          symbol: 'AUSD',
          address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
          decimals: 6,
          logoUri: '',
        },
      ],
    }
  if (path === '/v1/onramp/options') return ONRAMP_OPTIONS
  if (path === '/v1/onramp/quote' && method === 'POST')
    return {
      paymentTotal: { value: '100.00', currency: 'USD' },
      paymentSubtotal: { value: '98.50', currency: 'USD' },
      purchaseAmount: { value: '98.12', currency: 'USDC' },
      coinbaseFee: { value: '1.50', currency: 'USD' },
      networkFee: { value: '0.38', currency: 'USD' },
      quoteId: 'story-quote',
    }
  return undefined
}

const LIMITS = [
  { id: 'card', min: '10', max: '7500' },
  { id: 'bank_account', min: '10', max: '25000' },
]
const ONRAMP_NETWORKS = [
  { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
  { name: 'optimism', display_name: 'OP Mainnet', chain_id: '10', contract_address: '' },
]
const ONRAMP_OPTIONS = {
  paymentCurrencies: ['USD', 'EUR', 'GBP'].map((id) => ({ id, payment_method_limits: LIMITS })),
  purchaseCurrencies: [
    { id: 'eth', name: 'Ether', symbol: 'ETH', decimals: 18, networks: ONRAMP_NETWORKS },
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', decimals: 6, networks: ONRAMP_NETWORKS },
  ],
  paymentMethods: [
    { id: 'card', feePercent: '1.5' },
    { id: 'bank_account', feePercent: '1' },
  ],
}

/** Parts of route paths the double answers with 500 for the story being shown. */
const failing: string[] = []

/**
 * Makes the double answer 500 to the routes whose path contains one of `paths` (the registry down, the
 * history unreadable...) until the next call; `[]` for a healthy cloud. Each story sets it.
 *
 * @example
 * failStoryCloudRoutes(['/getWallets'])
 */
export function failStoryCloudRoutes(paths: readonly string[]): void {
  failing.splice(0, failing.length, ...paths)
}

/** Parts of route paths the double never answers for the story being shown: its loading state. */
const holding: string[] = []

/**
 * Makes the double leave the routes whose path contains one of `paths` unanswered (the registry,
 * the balances... still on their way: the view's loading skeleton) until the next call; `[]` for
 * a cloud that answers. Each story sets it. A held request ends only when its caller aborts it.
 *
 * @example
 * holdStoryCloudRoutes(['/getWallets'])
 */
export function holdStoryCloudRoutes(paths: readonly string[]): void {
  holding.splice(0, holding.length, ...paths)
}

/** A promise that settles only when `signal` aborts (a held request): rejected as fetch does. */
function held(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('aborted', 'AbortError'))
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, { once: true })
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Puts the cloud double in front of `globalThis.fetch` (once per page): requests to
 * STORY_CLOUD_URL get the double's JSON (404 for a route it does not know), every other request
 * the browser's fetch.
 *
 * @example
 * installStoryCloudDouble()
 * await fetch(`${STORY_CLOUD_URL}/v1/supported-chains`) // 200, { http: ['eip155:1', ...] }
 */
export function installStoryCloudDouble(): void {
  const target = globalThis as typeof globalThis & { airlockStoryCloud?: true }
  if (target.airlockStoryCloud) return
  target.airlockStoryCloud = true
  const browserFetch = globalThis.fetch.bind(globalThis)
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init)
    if (!request.url.startsWith(`${STORY_CLOUD_URL}/`)) return browserFetch(input, init)
    // A network's pace, so a view's loading state is drawn before its data.
    await sleep(10)
    const url = new URL(request.url)
    if (holding.some((path) => url.pathname.includes(path))) return held(request.signal)
    if (failing.some((path) => url.pathname.includes(path)))
      return new Response(JSON.stringify({ error: 'down' }), {
        status: 500,
        headers: { 'content-type': 'application/json' },
      })
    const body = answer(url, request.method)
    if (body === undefined)
      return new Response(JSON.stringify({ error: 'not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      })
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })
  }
}
