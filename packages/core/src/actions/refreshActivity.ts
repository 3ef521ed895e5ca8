import type { AirlockCore } from '../createAirlockCore'
import { fetchTransactions } from './fetchTransactions'
import { getAccount } from './getAccount'

/** Between two asks for Activity's first page. */
const ACTIVITY_POLL_MS = 1000
/** How many times Activity's first page is asked for until the transaction is on top. */
const ACTIVITY_ATTEMPTS = 5

/**
 * The Activity list of this account and network, if one was read, asked again from its first page
 * until the transaction `hash` is on top: the history indexes a block shortly after its receipt.
 * Stops at `deadline` (epoch ms), after 5 attempts a second apart, or when the account or
 * network changed. Internal: what a send or a swap does once mined.
 *
 * @example
 * await refreshActivity(core, hash, Date.now() + 25_000)
 */
export async function refreshActivity(
  core: AirlockCore,
  hash: string,
  deadline: number,
): Promise<void> {
  const { chain } = core.state
  const address = getAccount(core, chain.activeNamespace)?.address
  const owner = `${chain.activeNetwork.caipNetworkId}:${address}`
  const sent = hash.toLowerCase()
  for (let attempt = 0; attempt < ACTIVITY_ATTEMPTS; attempt++) {
    if (core.state.transactions?.for !== owner) return
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, ACTIVITY_POLL_MS))
    const list = await fetchTransactions(core, { reset: true })
    const top = list.transactions[0]
    if (top?.id.toLowerCase().startsWith(sent) || Date.now() >= deadline) return
  }
}
