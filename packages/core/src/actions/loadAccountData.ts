import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'

/**
 * Fetches what a connected account shows, balances and (eip155) identity, with `fetchBalance` and
 * `fetchIdentity`; core calls it after every connect, reconnect and account change. Their code is
 * loaded here on first use (`import()`), so a page that never connects does not pay for it.
 * Never rejects.
 *
 * @example
 * await loadAccountData(core, 'eip155')
 */
export async function loadAccountData(core: AirlockCore, namespace: ChainNamespace): Promise<void> {
  try {
    const { fetchAccountData } = await import('./fetchAccountData')
    // Only the active namespace's account is shown; its network is the active one.
    if (core.state.chain.accounts[namespace]?.status !== 'connected') return
    await fetchAccountData(core, namespace)
  } catch {
    // A chunk that failed to load: the Account view asks again when it opens.
  }
}
