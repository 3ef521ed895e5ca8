import { TRANSACTION_RECEIPT_TIMEOUT_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { getTransactionContext } from './getTransactionContext'

const POLL_MS = 500

/**
 * Waits up to 25000 ms for a transaction's receipt through the wallet's provider:
 * `'success'`, `'reverted'`, or `'unknown'` when no receipt came (or the wallet cannot read
 * receipts).
 *
 * @example
 * if ((await waitForSwapReceipt(core, hash)) === 'reverted') showError()
 */
export async function waitForSwapReceipt(
  core: AirlockCore,
  hash: string,
): Promise<'success' | 'reverted' | 'unknown'> {
  const provider = await getTransactionContext(core).adapter.getProvider?.()
  if (!provider) return 'unknown'
  const deadline = Date.now() + TRANSACTION_RECEIPT_TIMEOUT_MS
  while (Date.now() < deadline) {
    const receipt = (await provider
      .request({ method: 'eth_getTransactionReceipt', params: [hash] })
      .catch(() => 'unreadable')) as { status?: string } | 'unreadable' | null
    // A wallet that cannot read receipts ends the wait.
    if (receipt === 'unreadable') return 'unknown'
    if (receipt) return receipt.status === '0x0' ? 'reverted' : 'success'
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
  return 'unknown'
}
