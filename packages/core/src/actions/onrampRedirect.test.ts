import { afterEach, beforeEach, describe, expect, inject, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { base, mainnet } from '../networks/evm'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { ONRAMP_REDIRECT_STORAGE_KEY, ONRAMP_WATCH_MS, type OnrampRedirect } from './onrampRedirect'
import { stopOnrampPurchase } from './openOnrampProvider'
import { peekOnrampRedirect } from './peekOnrampRedirect'
import { resumeOnrampPurchase } from './resumeOnrampPurchase'
import { saveOnrampRedirect } from './saveOnrampRedirect'
import { setAccount } from './setAccount'
import { syncNetwork } from './syncNetwork'
import { takeOnrampRedirect } from './takeOnrampRedirect'
import { readOnrampHistory } from './watchOnrampPurchase'

// The tab's record of a purchase that took the whole page to the provider, and the wait resumed
// from it, against the real local cloud. Node has no sessionStorage: a test double for the
// browser's per-tab storage stands in (an in-memory Storage).
const cloudUrl = inject('cloudUrl')

function tabStorageDouble(): Storage {
  const memory = createMemoryStorage()
  return {
    ...memory,
    get length() {
      return 0
    },
    clear() {},
    key: () => null,
  } as unknown as Storage
}

const record: OnrampRedirect = {
  url: 'http://127.0.0.1:8787/onramp/provider/abc',
  address: '0x000000000000000000000000000000000000bEEF',
  caipNetworkId: 'eip155:8453',
  startedAt: 1_000_000,
  seen: ['0x1:8453'],
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: tabStorageDouble(),
    configurable: true,
  })
})
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage')
})

describe('the redirect record', () => {
  test('kept under @airlock/ONRAMP_REDIRECT, read once', () => {
    expect(ONRAMP_REDIRECT_STORAGE_KEY).toBe('@airlock/ONRAMP_REDIRECT')
    expect(saveOnrampRedirect(record)).toBe(true)
    expect(JSON.parse(sessionStorage.getItem('@airlock/ONRAMP_REDIRECT') ?? '')).toEqual(record)
    expect(peekOnrampRedirect(record.startedAt + 1)).toEqual(record)
    expect(takeOnrampRedirect(record.startedAt + 1)).toEqual(record)
    expect(takeOnrampRedirect(record.startedAt + 1)).toBeUndefined()
  })

  test('stale after 30 minutes, or from the future: ignored, and taking it drops it', () => {
    expect(ONRAMP_WATCH_MS).toBe(30 * 60 * 1000)
    saveOnrampRedirect(record)
    expect(peekOnrampRedirect(record.startedAt + ONRAMP_WATCH_MS)).toEqual(record)
    expect(peekOnrampRedirect(record.startedAt + ONRAMP_WATCH_MS + 1)).toBeUndefined()
    expect(peekOnrampRedirect(record.startedAt - 1)).toBeUndefined()
    expect(takeOnrampRedirect(record.startedAt + ONRAMP_WATCH_MS + 1)).toBeUndefined()
    expect(sessionStorage.getItem(ONRAMP_REDIRECT_STORAGE_KEY)).toBeNull()
  })

  test.each([
    ['not JSON', '{'],
    ['a javascript: URL', JSON.stringify({ ...record, url: 'javascript:alert(1)' })],
    ['no address', JSON.stringify({ ...record, address: '' })],
    ['a bad network', JSON.stringify({ ...record, caipNetworkId: 'x' })],
    ['seen not strings', JSON.stringify({ ...record, seen: [1] })],
    ['no startedAt', JSON.stringify({ ...record, startedAt: 'now' })],
  ])('malformed (%s): ignored', (_, raw) => {
    sessionStorage.setItem(ONRAMP_REDIRECT_STORAGE_KEY, raw)
    expect(peekOnrampRedirect(record.startedAt + 1)).toBeUndefined()
  })

  test('no storage: nothing kept, nothing read, no resume', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage')
    expect(saveOnrampRedirect(record)).toBe(false)
    expect(peekOnrampRedirect()).toBeUndefined()
    const core = createAirlockCore({
      projectId: CLOUD_PROJECT.id,
      networks: [mainnet],
      adapters: [createTestAdapter()],
      storage: createMemoryStorage(),
    })
    expect(resumeOnrampPurchase(core)).toBeUndefined()
    expect(core.state.onramp?.purchase).toBeUndefined()
  })
})

test('back from the provider: the purchase is pending until the history shows it, then completed', async () => {
  const address = '0x000000000000000000000000000000000000bEe2'
  const networks = [mainnet, base].map((network) =>
    withCloudRpc(network, { host: cloudUrl, projectId: CLOUD_PROJECT.id }),
  )
  const core = createAirlockCore({
    projectId: CLOUD_PROJECT.id,
    networks,
    adapters: [createTestAdapter()],
    storage: createMemoryStorage(),
    apiUrl: cloudUrl,
  })
  setAccount(core, { caipAddress: `eip155:8453:${address}` })
  syncNetwork(core, { namespace: 'eip155', caipNetworkId: 'eip155:8453' })
  // What openOnrampProvider keeps before the page leaves: the purchases made so far.
  const seen = (await readOnrampHistory(core, address, 'eip155:8453')).map((entry) => entry.id)
  const { generateOnrampUrl } = await import('../api/onramp/generateOnrampUrl')
  const { getApiClient } = await import('../http/getApiClient')
  const url = await generateOnrampUrl(getApiClient(core, 'api'), {
    destinationWallets: [{ address, blockchains: ['base'], assets: ['USDC'] }],
    defaultNetwork: 'eip155:8453',
    partnerUserId: address,
  })
  saveOnrampRedirect({ url, address, caipNetworkId: 'eip155:8453', startedAt: Date.now(), seen })

  const purchase = resumeOnrampPurchase(core)
  expect(purchase?.phase).toBe('pending')
  expect(peekOnrampRedirect()).toBeUndefined()
  // The visitor pays at the provider (its form posts from its own origin).
  const paid = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(url).origin },
    body: JSON.stringify({
      paymentMethod: 'bank_account',
      amount: '30',
      currency: 'GBP',
      holder: 'Core Test',
      routingNumber: '110000000',
      accountNumber: '000123456789',
    }),
  })
  expect(paid.status).toBe(200)
  const body = (await paid.json()) as { purchaseAmount: { value: string; currency: string } }
  const end = Date.now() + 20_000
  while (core.state.onramp?.purchase?.phase !== 'completed' && Date.now() < end)
    await new Promise((resolve) => setTimeout(resolve, 100))
  expect(core.state.onramp?.purchase?.phase).toBe('completed')
  expect(core.state.onramp?.purchase?.purchaseAmount).toEqual(body.purchaseAmount)
  expect(body.purchaseAmount.currency).toBe('USDC')
  stopOnrampPurchase(core)
}, 30_000)
