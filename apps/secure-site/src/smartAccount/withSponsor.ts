import type { SiteContext } from '../server/SiteContext'

/**
 * Runs `task` when the sponsor key's earlier tasks on `chainId` have finished (one at a time per
 * chain and site), so two sponsored transactions never take the same sponsor nonce, and a smart
 * account's `nonce()` is read after its previous signed call was sent. A failed task does not stop
 * the next one.
 *
 * @example
 * const hash = await withSponsor(ctx, 31337, () => wallet.sendTransaction(request))
 */
export function withSponsor<T>(
  ctx: SiteContext,
  chainId: number,
  task: () => Promise<T>,
): Promise<T> {
  const chains = ctx.sponsorQueues
  const before = chains.get(chainId) ?? Promise.resolve()
  const run = before.then(task, task)
  const settled = run.catch(() => undefined)
  chains.set(chainId, settled)
  void settled.then(() => {
    if (chains.get(chainId) === settled) chains.delete(chainId)
  })
  return run
}
