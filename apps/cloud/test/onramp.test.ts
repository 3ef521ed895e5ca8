import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { erc20Abi, formatEther, formatUnits, parseEther } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS } from '../src/chains/constants'
import { loadOnrampProvider } from '../src/onramp/loadOnrampProvider'
import { treasuryAddress } from '../src/onramp/payFromTreasury'
import { validatePaymentForm } from '../src/onramp/validatePaymentForm'
import { seedToken } from '../src/seed/seedToken'
import { createApp } from '../src/server/createApp'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The on-ramp (SPEC §7 routes, §9 limits) and the local provider page, against the whole cloud:
// real chains, real HTTP, real Postgres (PGlite where no server binaries exist).

const postgres: TestPostgres | undefined = await startTestPostgres()
let cloud: TestCloud

beforeAll(async () => {
  cloud = await startTestCloud(postgres ? { databaseUrl: postgres.url } : {})
}, 120_000)
afterAll(async () => {
  await cloud?.dispose()
  await postgres?.stop()
})

type Json = Record<string, unknown>
const buyer = TEST_ACCOUNTS[5] as `0x${string}`
const card = {
  paymentMethod: 'card',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/39',
  cvc: '123',
  name: 'Ada Buyer',
}
const bank = {
  paymentMethod: 'bank_account',
  holder: 'Ada Buyer',
  routingNumber: '110000000',
  accountNumber: '000123456789',
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(cloud.at(path), {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

async function newUrl(address: string = buyer, extra: Json = {}): Promise<string> {
  const { status, body } = await call('POST', '/v1/generators/onrampurl', {
    destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['ETH'] }],
    partnerUserId: address.slice(0, 20),
    defaultExperience: 'buy',
    ...extra,
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.url as string
}

async function pay(url: string, form: Json, origin: string | null = new URL(cloud.url).origin) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: JSON.stringify(form),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

describe('GET /v1/onramp/options', () => {
  test('payment currencies with the card and bank limits, ETH on the served card-provider networks', async () => {
    const { status, body } = await call('GET', '/v1/onramp/options')
    expect(status).toBe(200)
    const usd = (body.paymentCurrencies as Json[]).find((c) => c.id === 'USD')
    expect(usd?.payment_method_limits).toEqual([
      { id: 'card', min: '10', max: '7500' },
      { id: 'bank_account', min: '10', max: '25000' },
    ])
    const [eth, usdc] = body.purchaseCurrencies as Json[]
    expect(eth).toMatchObject({ id: 'eth', symbol: 'ETH', name: 'Ether' })
    expect((body.purchaseCurrencies as Json[]).map((c) => c.symbol)).toEqual(['ETH', 'USDC', 'AIR'])
    expect(usdc).toMatchObject({ id: 'usdc', symbol: 'USDC', decimals: 6 })
    expect(((usdc?.networks ?? []) as Json[])[0]?.contract_address).toBe(seedToken('usdc').address)
    expect(((eth?.networks ?? []) as Json[]).map((n) => [n.name, n.chain_id])).toEqual([
      ['ethereum', '1'],
      ['base', '8453'],
    ])
  })
})

describe('POST /v1/onramp/quote', () => {
  test('card: 2 % fee, the rest at the cloud price of ETH (3150 USD)', async () => {
    const { status, body } = await call('POST', '/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      paymentTotal: { value: '100.00', currency: 'USD' },
      paymentSubtotal: { value: '98.00', currency: 'USD' },
      coinbaseFee: { value: '2.00', currency: 'USD' },
      networkFee: { value: '0.00', currency: 'USD' },
      purchaseAmount: { value: '0.03111111', currency: 'ETH' },
    })
  })
  test('bank account: 1 % fee, up to 25000', async () => {
    const { status, body } = await call('POST', '/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '25000',
      network: 'base',
      paymentMethod: 'bank_account',
    })
    expect(status).toBe(200)
    expect(body.coinbaseFee).toEqual({ value: '250.00', currency: 'USD' })
  })
  test.each([
    [{ amount: '9.99' }, 'Amount out of range'],
    [{ amount: '7500.01' }, 'Amount out of range'],
    [{ amount: '25000.01', paymentMethod: 'bank_account' }, 'Amount out of range'],
    [{ amount: 'ten' }, 'Invalid amount'],
    [{ amount: '10.001' }, 'Invalid amount'],
    [{ network: 'solana' }, 'Unsupported network'],
    [{ network: 'polygon' }, 'Unsupported network'],
    [{ purchaseCurrency: 'DOGE' }, 'Unsupported purchase currency'],
    [{ paymentCurrency: 'JPY' }, 'Unsupported payment currency'],
    [{ paymentMethod: 'cash' }, 'Unsupported payment method'],
  ])('%j is 400 %s', async (change, error) => {
    const { status, body } = await call('POST', '/v1/onramp/quote', {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
      ...change,
    })
    expect(status).toBe(400)
    expect(body.error).toBe(error)
  })
})

describe('POST /v1/generators/onrampurl', () => {
  test('answers the provider page URL on the cloud; the page is the card or bank form', async () => {
    const url = await newUrl()
    expect(url).toMatch(new RegExp(`^${cloud.url}/onramp/provider/[A-Za-z0-9_-]{43}$`))
    const page = await fetch(url)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
    const html = await page.text()
    expect(html).toContain(buyer.toLowerCase())
    expect(html).toContain('Card number')
    expect(html).toContain('Routing number')
  })
  test.each([
    [{ destinationWallets: [{ address: '0x123' }] }, 'Invalid address'],
    [{ destinationWallets: [] }, 'Invalid destinationWallets'],
    [{ partnerUserId: '' }, 'Invalid partnerUserId'],
    [{ partnerUserId: 'x'.repeat(50) }, 'Invalid partnerUserId'],
    [{ defaultNetwork: 'eip155:137' }, 'Unsupported network'],
    [{ defaultExperience: 'send' }, 'Unsupported defaultExperience'],
    [{ presetFiatAmount: -1 }, 'Invalid presetFiatAmount'],
  ])('%j is 400 %s', async (change, error) => {
    const { status, body } = await call('POST', '/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer }],
      partnerUserId: 'u1',
      ...change,
    })
    expect(status).toBe(400)
    expect(body.error).toBe(error)
  })
  test('needs the project id, like every call (403 Invalid App Configuration)', async () => {
    const response = await fetch(new URL('/v1/generators/onrampurl?st=t&sv=1', cloud.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ destinationWallets: [{ address: buyer }], partnerUserId: 'u' }),
    })
    expect(response.status).toBe(403)
  })
  test('redirectUrl: kept when http(s) on the asking origin, else 400 Invalid redirectUrl', async () => {
    const origin = 'http://127.0.0.1:4173'
    const ask = (redirectUrl: unknown, headers: Record<string, string> = { origin }) =>
      call(
        'POST',
        '/v1/generators/onrampurl',
        { destinationWallets: [{ address: buyer }], partnerUserId: 'u', redirectUrl },
        headers,
      )
    for (const bad of [
      'http://127.0.0.1:5173/buy', // another allowed origin is still another origin
      'https://evil.example/',
      'javascript:alert(1)',
      'http://user:pw@127.0.0.1:4173/',
      'http://127.0.0.1:4173/#x',
      `http://127.0.0.1:4173/${'a'.repeat(2048)}`,
      '/relative',
      42,
    ]) {
      const { status, body } = await ask(bad)
      expect(status, String(bad)).toBe(400)
      expect(body.error).toBe('Invalid redirectUrl')
    }
    // Without an Origin (a server, a script outside a browser) there is nothing to compare to.
    const blind = await ask('http://127.0.0.1:4173/', {})
    expect(blind.status).toBe(400)
    expect(blind.body.reason).toMatch(/Origin/)
    const { status, body } = await ask('http://127.0.0.1:4173/shop?tab=buy')
    expect(status).toBe(200)
    const html = await (await fetch(body.url as string)).text()
    expect(html).toContain('"returnUrl":"http://127.0.0.1:4173/shop?tab=buy"')
    expect(html).toContain('Back to the app')
  })
  test('fiatCurrency and defaultPaymentMethod preselect the page; unknown ones are 400', async () => {
    const url = await newUrl(buyer, { fiatCurrency: 'eur', defaultPaymentMethod: 'bank_account' })
    expect(new URL(url).search).toBe('?fiatCurrency=EUR&paymentMethod=bank_account')
    const html = await (await fetch(url)).text()
    expect(html).toContain('<option value="EUR" selected>')
    expect(html).toContain('value="bank_account" checked')
    // The query is the visitor's to change: anything else preselects nothing.
    const odd = new URL(url)
    odd.search = '?fiatCurrency=%22%3E%3Cscript%3E&paymentMethod=x'
    const plain = await (await fetch(odd)).text()
    expect(plain).not.toContain(' selected>')
    expect(plain).toContain('value="card" checked')
    expect(plain).not.toContain('"><script>')
    for (const [change, error] of [
      [{ fiatCurrency: 'JPY' }, 'Unsupported payment currency'],
      [{ defaultPaymentMethod: 'paypal' }, 'Unsupported payment method'],
      [{ defaultPaymentMethod: 'toString' }, 'Unsupported payment method'],
    ] as const) {
      const { status, body } = await call('POST', '/v1/generators/onrampurl', {
        destinationWallets: [{ address: buyer }],
        partnerUserId: 'u',
        ...change,
      })
      expect(status).toBe(400)
      expect(body.error).toBe(error)
    }
  })
  test('another website cannot ask for one (origin not on the project allowlist: 403)', async () => {
    const { status } = await call(
      'POST',
      '/v1/generators/onrampurl',
      { destinationWallets: [{ address: buyer }], partnerUserId: 'u' },
      { origin: 'https://evil.example' },
    )
    expect(status).toBe(403)
  })
})

describe('the local provider page pays', () => {
  test('a card purchase sends the quoted ETH from the treasury; history marks it buy', async () => {
    const address = TEST_ACCOUNTS[6] as `0x${string}`
    const chain = cloud.chains.get(1)
    if (!chain) throw new Error('no chain 1')
    const before = await chain.client.getBalance({ address })
    const url = await newUrl(address)
    const { status, body } = await pay(url, { ...card, amount: '100', currency: 'USD' })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({
      status: 'completed',
      chainId: 1,
      purchaseAmount: { value: '0.03111111', currency: 'ETH' },
    })
    const after = await chain.client.getBalance({ address })
    expect(formatEther(after - before)).toBe('0.03111111')
    const receipt = await chain.client.getTransactionReceipt({ hash: body.txHash as `0x${string}` })
    expect(receipt.from).toBe(treasuryAddress().toLowerCase())

    await cloud.indexer.synced()
    const history = await call('GET', `/v1/account/${address}/history`, undefined)
    const [latest] = history.body.data as { id: string; metadata: Json; transfers: Json[] }[]
    expect(latest?.id).toBe(`${body.txHash}:1`)
    expect(latest?.metadata.operationType).toBe('buy')
    expect(latest?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '0.03111111' },
    })
    const onramp = await call(
      'GET',
      `/v1/account/${address}/history?onramp=coinbase&chainId=eip155:1`,
    )
    expect((onramp.body.data as { id: string }[]).map((t) => t.id)).toEqual([`${body.txHash}:1`])
  }, 60_000)

  test('USDC (6 decimals): paid by an ERC-20 transfer from the treasury; history marks it buy', async () => {
    const address = TEST_ACCOUNTS[8] as `0x${string}`
    const chain = cloud.chains.get(8453)
    if (!chain) throw new Error('no chain 8453')
    const usdc = seedToken('usdc').address
    const balance = () =>
      chain.client.readContract({
        address: usdc,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      })
    const quote = await call('POST', '/v1/onramp/quote', {
      purchaseCurrency: 'USDC',
      paymentCurrency: 'EUR',
      amount: '100',
      paymentMethod: 'bank_account',
      network: 'base',
    })
    expect(quote.status).toBe(200)
    // 100 EUR, 1 % fee: 99 EUR = 106.92 USD at 1.08, at the pool's USDC price (about 1 USD).
    const bought = (quote.body.purchaseAmount as { value: string }).value
    expect(bought).toMatch(/^\d+(\.\d{1,6})?$/)
    expect(Number(bought)).toBeGreaterThan(100)
    expect(Number(bought)).toBeLessThan(115)
    const before = await balance()
    const url = await newUrl(address, {
      destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
      defaultNetwork: 'base',
    })
    expect(await (await fetch(url)).text()).toContain('Buy USDC')
    const { status, body } = await pay(url, { ...bank, amount: '100', currency: 'EUR' })
    expect(status, JSON.stringify(body)).toBe(200)
    expect(body).toMatchObject({
      chainId: 8453,
      purchaseAmount: { value: bought, currency: 'USDC' },
    })
    expect(formatUnits((await balance()) - before, 6)).toBe(bought)
    const receipt = await chain.client.getTransactionReceipt({ hash: body.txHash as `0x${string}` })
    expect(receipt.from).toBe(treasuryAddress().toLowerCase())
    expect(receipt.to).toBe(usdc.toLowerCase())

    await cloud.indexer.synced()
    const history = await call('GET', `/v1/account/${address}/history?chainId=eip155:8453`)
    const [latest] = history.body.data as { id: string; metadata: Json; transfers: Json[] }[]
    expect(latest?.id).toBe(`${body.txHash}:8453`)
    expect(latest?.metadata.operationType).toBe('buy')
    expect(latest?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: bought } })
    const onramp = await call(
      'GET',
      `/v1/account/${address}/history?onramp=coinbase&chainId=eip155:8453`,
    )
    const [entry] = onramp.body.data as { transfers: { fungible_info: Json }[] }[]
    expect(entry?.transfers[0]?.fungible_info).toMatchObject({ name: 'USD Coin', symbol: 'USDC' })
  }, 60_000)

  test('limit: single use (the same URL again is 409, its page too)', async () => {
    const url = await newUrl(TEST_ACCOUNTS[7])
    expect((await pay(url, { ...card, amount: '20', currency: 'EUR' })).status).toBe(200)
    const again = await pay(url, { ...card, amount: '20', currency: 'EUR' })
    expect(again.status).toBe(409)
    expect(again.body.error).toBe('Purchase link already used')
    expect((await fetch(url)).status).toBe(409)
  }, 60_000)

  test('limit: another origin (a form or script on another website) cannot pay: 403', async () => {
    const url = await newUrl()
    expect(
      (await pay(url, { ...card, amount: '20', currency: 'USD' }, 'https://evil.example')).status,
    ).toBe(403)
    expect((await pay(url, { ...card, amount: '20', currency: 'USD' }, null)).status).toBe(403)
    // Still unspent: the page itself can.
    expect((await fetch(url)).status).toBe(200)
  })

  test('limit: an unknown id is 404; an id past its 15 minutes is 410', async () => {
    expect(
      (
        await pay(`${cloud.url}/onramp/provider/${'A'.repeat(43)}`, {
          ...card,
          amount: '20',
          currency: 'USD',
        })
      ).status,
    ).toBe(404)
    const url = await newUrl()
    const id = url.split('/').pop()
    await cloud.store.query('update onramp_purchases set expires_at = $2 where id = $1', [
      id,
      Date.now() - 1,
    ])
    const late = await pay(url, { ...card, amount: '20', currency: 'USD' })
    expect(late.status).toBe(410)
    expect((await fetch(url)).status).toBe(410)
  })

  test('limit: at most 5 unused URLs per address, the oldest stop working', async () => {
    const address = TEST_ACCOUNTS[8] as string
    const urls: string[] = []
    for (let i = 0; i < 6; i++) urls.push(await newUrl(address))
    expect((await fetch(urls[0] as string)).status).toBe(409)
    expect((await fetch(urls[1] as string)).status).toBe(200)
  })

  test('limit: 25000 USD per address in 24 hours (429 past it, nothing sent)', async () => {
    const address = TEST_ACCOUNTS[9] as `0x${string}`
    expect(
      (await pay(await newUrl(address), { ...bank, amount: '25000', currency: 'USD' })).status,
    ).toBe(200)
    const chain = cloud.chains.get(1)
    const before = await chain?.client.getBalance({ address })
    const over = await pay(await newUrl(address), { ...card, amount: '300', currency: 'USD' })
    expect(over.status).toBe(429)
    expect(over.body.error).toBe('Daily on-ramp limit reached')
    expect(await chain?.client.getBalance({ address })).toBe(before)
  }, 60_000)

  test('validation: each wrong field is named, nothing is spent', async () => {
    const url = await newUrl()
    const bad = await pay(url, {
      paymentMethod: 'card',
      amount: '5',
      currency: 'USD',
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '12',
      name: '',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Invalid payment details')
    expect(Object.keys(bad.body.fields as Json).sort()).toEqual([
      'amount',
      'cardNumber',
      'cvc',
      'expiry',
      'name',
    ])
    const bankBad = await pay(url, {
      paymentMethod: 'bank_account',
      amount: '25001',
      currency: 'USD',
      holder: 'A',
      routingNumber: '12',
      accountNumber: 'x',
    })
    expect(Object.keys(bankBad.body.fields as Json).sort()).toEqual([
      'accountNumber',
      'amount',
      'routingNumber',
    ])
    expect((await fetch(url)).status).toBe(200)
  })
})

describe('off in production', () => {
  test('AIRLOCK_ONRAMP_PROVIDER: local by default, off in production, local refused there', () => {
    expect(loadOnrampProvider({}, false)).toBe('local')
    expect(loadOnrampProvider({}, true)).toBe('off')
    expect(loadOnrampProvider({ AIRLOCK_ONRAMP_PROVIDER: 'off' }, false)).toBe('off')
    expect(() => loadOnrampProvider({ AIRLOCK_ONRAMP_PROVIDER: 'local' }, true)).toThrow(
      /AIRLOCK_ONRAMP_PROVIDER/,
    )
    expect(() => loadOnrampProvider({ AIRLOCK_ONRAMP_PROVIDER: 'coinbase' }, false)).toThrow(
      /local or off/,
    )
  })
  test('off: no provider URL (503) and no provider page (404)', async () => {
    const url = await newUrl()
    const app = createApp({
      store: cloud.store,
      config: { ...cloud.config, onrampProvider: 'off' },
      chains: cloud.chains,
    })
    const page = await app.request(new URL(url).pathname)
    expect(page.status).toBe(404)
    const generate = await app.request(
      '/v1/generators/onrampurl?projectId=airlock-test&st=t&sv=1',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ destinationWallets: [{ address: buyer }], partnerUserId: 'u' }),
      },
    )
    expect(generate.status).toBe(503)
    expect(((await generate.json()) as Json).error).toBe('On-ramp not configured')
  })
})

test('validatePaymentForm: a card expiring this month still passes', () => {
  const now = new Date(Date.UTC(2030, 4, 15))
  expect(
    validatePaymentForm({ ...card, expiry: '05/30', amount: '10', currency: 'USD' }, now).payment,
  ).toBeDefined()
  expect(
    validatePaymentForm({ ...card, expiry: '04/30', amount: '10', currency: 'USD' }, now).errors,
  ).toHaveProperty('expiry')
  expect(parseEther('1')).toBe(10n ** 18n)
})
