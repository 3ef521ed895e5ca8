import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureOnrampState, type OnrampPurchase } from '../state/onrampState'
import { getAccount } from './getAccount'
import { onrampNetworkName } from './onrampNetworkName'
import { onrampRedirectStorage } from './onrampRedirect'
import { saveOnrampRedirect } from './saveOnrampRedirect'
import { readOnrampHistory, stopOnrampWatch, watchOnrampPurchase } from './watchOnrampPurchase'

export { ONRAMP_WATCH_MS } from './onrampRedirect'
export { ONRAMP_POLL_MS } from './watchOnrampPurchase'

/**
 * Opens the on-ramp provider for the buy form (`POST /v1/generators/onrampurl`, with
 * the account as the destination wallet, the active network's provider name, the token, the
 * fiat amount, its currency and the payment method as presets) in a new window. The window opens at once (a blank page first, so
 * popup blockers see the visitor's click: call this from the click). When the browser blocks it,
 * the purchase is kept in this tab's `sessionStorage` (`@airlock/ONRAMP_REDIRECT`: the provider
 * URL, the address, the network, when it started and the purchases already made) and the whole
 * page goes to the provider (`purchase.phase` is `redirecting`), asking it to come back to this
 * page's URL (`redirectUrl`, without the fragment); `resumeOnrampPurchase` picks the purchase up
 * on return. Only where `sessionStorage` is unavailable is `purchase.phase` `blocked`, with
 * `purchase.url` offered as a link. Then it waits for the purchase: the provider page's
 * `postMessage` (`{ type: 'airlock:onramp', status: 'completed' }`, taken only from the provider's
 * origin) or, every 2 s, a new entry in the account's on-ramp history (`onramp=coinbase`), for at
 * most 30 minutes. On arrival `purchase.phase` is `completed` and the balances and Activity are
 * fetched again. `stopOnrampPurchase` stops waiting.
 *
 * @example
 * button.onclick = () => void openOnrampProvider(core)
 */
export async function openOnrampProvider(core: AirlockCore): Promise<OnrampPurchase> {
  stopOnrampPurchase(core)
  const onramp = ensureOnrampState(core)
  const opened = globalThis.open?.('about:blank', 'airlock-onramp', 'width=500,height=720') ?? null
  const popup = opened && !opened.closed ? opened : null
  onramp.purchase = { phase: 'opening', startedAt: Date.now() }
  const purchase = onramp.purchase
  const network = core.state.chain.activeNetwork
  const caipNetworkId = network.caipNetworkId
  const address = getAccount(core, core.state.chain.activeNamespace)?.address ?? ''
  const api = getApiClient(core, 'api')
  // No window: the whole page goes to the provider, where the tab can keep the purchase.
  let leave = !popup && onrampRedirectStorage() !== undefined && canLeave()
  let seen: string[] | undefined
  if (leave)
    try {
      // The purchases made before: on return, the first one not among them is this one.
      seen = (await readOnrampHistory(core, address, caipNetworkId)).map((entry) => entry.id)
    } catch {
      leave = false
    }
  let url: string
  try {
    const { generateOnrampUrl } = await import('../api/onramp/generateOnrampUrl')
    const amount = Number(onramp.paymentAmount)
    url = await generateOnrampUrl(api, {
      destinationWallets: [
        {
          address,
          blockchains: [onrampNetworkName(network)],
          assets: [onramp.purchaseCurrency],
        },
      ],
      defaultNetwork: caipNetworkId,
      partnerUserId: address.slice(0, 49),
      defaultExperience: 'buy',
      fiatCurrency: onramp.paymentCurrency,
      defaultPaymentMethod: onramp.paymentMethod,
      ...(Number.isFinite(amount) && amount > 0 ? { presetFiatAmount: amount } : {}),
      ...(leave ? { redirectUrl: pageUrl() } : {}),
    })
  } catch (error) {
    popup?.close()
    Object.assign(purchase, {
      phase: 'failed',
      detail: error instanceof Error ? error.message : String(error),
    })
    return purchase
  }
  purchase.url = url
  if (popup) {
    popup.location.href = url
    purchase.phase = 'pending'
  } else if (
    seen &&
    saveOnrampRedirect({ url, address, caipNetworkId, startedAt: purchase.startedAt, seen })
  ) {
    purchase.phase = 'redirecting'
    globalThis.location.assign(url)
    return purchase
  } else purchase.phase = 'blocked'
  watchOnrampPurchase(core, { purchase, url, popup, address, caipNetworkId })
  return purchase
}

/**
 * Stops waiting for an on-ramp purchase (the view left); the purchase itself goes on.
 *
 * @example
 * stopOnrampPurchase(core)
 */
export function stopOnrampPurchase(core: AirlockCore): void {
  stopOnrampWatch(core)
}

function canLeave(): boolean {
  return typeof globalThis.location?.assign === 'function' && /^https?:$/.test(location.protocol)
}

/** This page's URL without its fragment: where the provider sends the visitor back. */
function pageUrl(): string {
  const url = new URL(globalThis.location.href)
  url.hash = ''
  return url.href
}
