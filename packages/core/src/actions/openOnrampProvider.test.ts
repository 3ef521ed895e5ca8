import { describe, expect, inject, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { base, mainnet } from '../networks/evm'
import { withCloudRpc } from '../networks/withCloudRpc'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { CLOUD_PROJECT } from '../test/cloudProject'
import { fetchOnrampOptions } from './fetchOnrampOptions'
import { fetchOnrampQuote } from './fetchOnrampQuote'
import { onrampNetworkName } from './onrampNetworkName'
import { openOnrampProvider, stopOnrampPurchase } from './openOnrampProvider'
import { setAccount } from './setAccount'
import { setOnrampForm } from './setOnrampForm'
import { syncNetwork } from './syncNetwork'

// The on-ramp actions against the real local cloud and its local provider page.
const cloudUrl = inject('cloudUrl')

function setup(address: string) {
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
  return core
}

async function until(check: () => boolean, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('on-ramp', () => {
  test('network names: SPEC §9 card-provider chains, ethereum otherwise', () => {
    expect(onrampNetworkName({ caipNetworkId: 'eip155:8453' })).toBe('base')
    expect(onrampNetworkName({ caipNetworkId: 'eip155:42220' })).toBe('celo')
    expect(onrampNetworkName({ caipNetworkId: 'eip155:31337' })).toBe('ethereum')
  })

  test('an amount outside the limits is refused before asking; a valid one is quoted', async () => {
    const core = setup('0x000000000000000000000000000000000000bEEF')
    await fetchOnrampOptions(core)
    expect(core.state.onramp?.optionsStatus).toBe('ready')
    setOnrampForm(core, { paymentAmount: '5' })
    expect(await fetchOnrampQuote(core)).toBeUndefined()
    expect(core.state.onramp?.quoteError).toEqual({
      messageId: 'onrampAmountRange',
      min: 10,
      max: 7500,
    })
    setOnrampForm(core, { paymentAmount: '20000', paymentMethod: 'bank_account' })
    const quote = await fetchOnrampQuote(core)
    expect(quote?.coinbaseFee).toEqual({ value: '200.00', currency: 'USD' })
    setOnrampForm(core, { paymentAmount: '50', paymentMethod: 'card' })
    expect((await fetchOnrampQuote(core))?.purchaseAmount.currency).toBe('ETH')
  })

  test('a stale quote is not shown', async () => {
    const core = setup('0x000000000000000000000000000000000000bEEF')
    setOnrampForm(core, { paymentAmount: '100' })
    const first = fetchOnrampQuote(core)
    setOnrampForm(core, { paymentAmount: '200' })
    const second = fetchOnrampQuote(core)
    await Promise.all([first, second])
    expect(core.state.onramp?.quote?.paymentTotal.value).toBe('200.00')
  })

  test('blocked window: the URL is offered; paying at the provider completes the purchase', async () => {
    const address = '0x000000000000000000000000000000000000bEEF'
    const core = setup(address)
    setOnrampForm(core, { paymentAmount: '49' })
    // No window.open here (Node): the blocked-window path.
    const purchase = await openOnrampProvider(core)
    expect(purchase.phase).toBe('blocked')
    const url = purchase.url as string
    expect(url).toMatch(/\/onramp\/provider\//)
    // The visitor pays on the provider page (its form posts from its own origin).
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(url).origin },
      body: JSON.stringify({
        paymentMethod: 'card',
        amount: '49',
        currency: 'USD',
        cardNumber: '4242424242424242',
        expiry: '12/39',
        cvc: '123',
        name: 'Core Test',
      }),
    })
    expect(paid.status).toBe(200)
    await until(() => core.state.onramp?.purchase?.phase === 'completed')
    expect(core.state.onramp?.purchase?.purchaseAmount).toEqual({
      value: '0.01524444',
      currency: 'ETH',
    })
    stopOnrampPurchase(core)
  }, 30_000)
})
