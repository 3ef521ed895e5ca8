import type { ChainNamespace } from '../caip/types'
import type { AirlockCore } from '../createAirlockCore'
import { fetchBalance } from './fetchBalance'
import { fetchIdentity } from './fetchIdentity'

/**
 * What a newly connected account shows: its balances and, on eip155, its name and avatar. Never
 * rejects (each fetch reports its own failures). Reached through `loadAccountData` only, so its
 * code (HTTP client, response schemas) loads after the first connect, not with the page.
 */
export async function fetchAccountData(
  core: AirlockCore,
  namespace: ChainNamespace,
): Promise<void> {
  await Promise.all([
    fetchBalance(core, { namespace }).catch(() => undefined),
    fetchIdentity(core, { namespace }).catch(() => undefined),
  ])
}
