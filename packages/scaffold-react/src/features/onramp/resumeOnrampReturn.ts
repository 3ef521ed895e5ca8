import { type AirlockCore, openModal, pushView, resumeOnrampPurchase } from '@airlock/core'

/**
 * The part of {@link useOnrampRedirectReturn} that runs only when the tab holds a purchase: takes
 * the record (once: StrictMode's second run finds none), waits for the purchase again and opens
 * the modal on Buy with BuyInProgress on top. A chunk of its own, out of the first load.
 */
export function resumeOnrampReturn(core: AirlockCore): void {
  if (!resumeOnrampPurchase(core)) return
  openModal(core, { view: 'OnRampProviders' })
  pushView(core, 'BuyInProgress')
}
