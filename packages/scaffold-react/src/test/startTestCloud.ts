import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A registry wallet as the cloud serves it. */
export type TestWallet = { id: string; name: string; image_id: string; rdns: string | null }

export type TestCloud = {
  url: string
  /** Every GET's path with its query, in order. */
  requests: URL[]
  /** Answer `/getWallets` with 500 while set. */
  failWallets: boolean
  /** Refuse every call with the cloud's 403 for an unknown project while set. */
  refuseProject: boolean
  /** What `/v1/identity/{address}` answers for the test account (default: no name). */
  identity: { name: string | null; avatar: string | null }
  /** What `/v1/account/{address}/nfts` answers (default: none); `'fail'` answers 500. */
  nfts: { data: unknown[]; next: string | null } | 'fail'
  /** Answer `/v1/account/{address}/balance` with 500 while set. */
  failBalance: boolean
  /**
   * Holds every request whose path contains `path` unanswered (a slow network) until the
   * returned function is called; then they, and later ones, are answered as usual.
   */
  hold(path: string): () => void
  stop(): Promise<void>
}

/** 95 wallets for eip155:1: `Wallet 001` ... `Wallet 095`; wallet 3 is the installed test wallet. */
export function makeWallets(): TestWallet[] {
  return Array.from({ length: 95 }, (_, index) => {
    const n = String(index + 1).padStart(3, '0')
    return {
      id: `wallet-${n}`,
      name: index === 2 ? 'Test Wallet' : `Wallet ${n}`,
      image_id: `image-${n}`,
      rdns: index === 2 ? 'org.airlock.test' : `com.example.wallet${n}`,
    }
  })
}

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * A real HTTP server on 127.0.0.1 answering the cloud's registry and Blockchain API routes the
 * modal uses, with data shaped like the local cloud's: `/getWallets` (page, entries, search,
 * chains, include, exclude), `/getWalletImage/{id}`, `/v1/supported-chains` (eip155:1 only),
 * `/v1/identity/{address}`, `/v1/account/{address}/balance`, `/history` and `/nfts`.
 */
export async function startTestCloud(wallets: TestWallet[] = makeWallets()): Promise<TestCloud> {
  const requests: URL[] = []
  const cloud: TestCloud = {
    url: '',
    requests,
    failWallets: false,
    refuseProject: false,
    identity: { name: null, avatar: null },
    nfts: { data: [], next: null },
    failBalance: false,
    hold: (path) => {
      const held = { path, waiting: [] as (() => void)[] }
      holds.push(held)
      return () => {
        holds.splice(holds.indexOf(held), 1)
        for (const answer of held.waiting.splice(0)) answer()
      }
    },
    stop: async () => undefined,
  }
  const holds: { path: string; waiting: (() => void)[] }[] = []
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const held = request.method === 'OPTIONS' ? undefined : holds.find((h) => path.includes(h.path))
    if (held) held.waiting.push(() => answer(request, response))
    else answer(request, response)
  })
  const answer = (request: IncomingMessage, response: ServerResponse): unknown => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    response.setHeader('access-control-allow-origin', '*')
    if (request.method === 'OPTIONS') {
      response.writeHead(204, { 'access-control-allow-headers': '*' })
      return response.end()
    }
    requests.push(url)
    const json = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    }
    if (cloud.refuseProject) {
      const projectId = url.searchParams.get('projectId')
      return json(403, {
        error: 'Invalid App Configuration',
        reason: `unknown projectId ${projectId}`,
      })
    }
    if (url.pathname === '/getWallets') {
      if (cloud.failWallets) return json(500, { error: 'down' })
      const page = Number(url.searchParams.get('page') ?? 1)
      const entries = Number(url.searchParams.get('entries') ?? 40)
      const search = url.searchParams.get('search')?.toLowerCase()
      const include = url.searchParams.get('include')?.split(',')
      const exclude = url.searchParams.get('exclude')?.split(',') ?? []
      const chains = url.searchParams.get('chains')?.split(',')
      const matching = wallets.filter(
        (wallet) =>
          (!search || wallet.name.toLowerCase().includes(search)) &&
          (!include || include.includes(wallet.id)) &&
          !exclude.includes(wallet.id) &&
          (!chains || chains.includes('eip155:1')),
      )
      const data = matching.slice((page - 1) * entries, page * entries).map((wallet) => ({
        ...wallet,
        chains: ['eip155:1'],
        webapp_link: `https://${wallet.id}.example`,
      }))
      return json(200, { data, count: matching.length })
    }
    if (url.pathname.startsWith('/getWalletImage/')) {
      response.writeHead(404)
      return response.end()
    }
    if (url.pathname === '/v1/supported-chains') return json(200, { http: ['eip155:1'], ws: [] })
    if (url.pathname.startsWith('/v1/identity/')) {
      const known = url.pathname.endsWith(`/${ADDRESS}`)
      return json(200, known ? cloud.identity : { name: null, avatar: null })
    }
    const account = url.pathname.match(/^\/v1\/account\/([^/]+)\/(balance|history|nfts)$/)
    if (account?.[2] === 'nfts')
      return cloud.nfts === 'fail' ? json(500, { error: 'down' }) : json(200, cloud.nfts)
    if (account?.[2] === 'balance') {
      if (cloud.failBalance) return json(500, { error: 'down' })
      const chainId = url.searchParams.get('chainId') ?? 'eip155:1'
      return json(200, {
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
          {
            name: 'Zero Decimals',
            symbol: 'ZERO',
            chainId,
            address: `${chainId}:0x0000000000000000000000000000000000000001`,
            value: 0,
            price: 0,
            quantity: { decimals: '0', numeric: '5' },
            iconUrl: '',
          },
        ],
      })
    }
    if (account?.[2] === 'history') {
      const chain = url.searchParams.get('chainId') ?? 'eip155:1'
      return json(200, {
        data: [
          {
            id: 'tx-1',
            metadata: {
              operationType: 'send',
              hash: `0x${'1'.repeat(64)}`,
              minedAt: '2025-01-02T03:04:05.000Z',
              sentFrom: ADDRESS,
              sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
              status: 'confirmed',
              nonce: 0,
              chain,
            },
            transfers: [],
          },
        ],
        next: null,
      })
    }
    json(404, { error: 'not found' })
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  cloud.url = `http://127.0.0.1:${port}`
  cloud.stop = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections()
      server.close((error) => (error ? reject(error) : resolve()))
    })
  return cloud
}
