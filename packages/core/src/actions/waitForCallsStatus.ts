import type { ChainNamespace } from '../caip/types'
import { TRANSACTION_RECEIPT_TIMEOUT_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { JsonRpcProviderNotFoundError } from '../errors/connection'
import { normalizeWalletError } from '../errors/normalizeWalletError'
import { getTransactionContext } from './getTransactionContext'

export type WaitForCallsStatusParameters = {
  /** The batch id `sendCalls` resolved to. */
  id: string
  /** Default 25000 ms. */
  timeoutMs?: number
  /** Default 1000 ms. */
  pollingIntervalMs?: number
  /** Default: the active namespace. */
  namespace?: ChainNamespace
}

export type WaitForCallsStatusReturnType = {
  /** EIP-5792's code: 100 pending (still so at the time-out), 200 done, 4xx/5xx/6xx failed. */
  status: number
  /** The hashes of the batch's transactions that are in a block, in order. */
  transactionHashes: string[]
}

/**
 * Polls the wallet's `wallet_getCallsStatus` (EIP-5792) for a batch sent with `sendCalls` until it
 * is no longer pending (status 100) or `timeoutMs` passed; resolves to the last status and the
 * hashes of the transactions in its receipts.
 *
 * @example
 * const { status, transactionHashes } = await waitForCallsStatus(core, { id })
 */
export async function waitForCallsStatus(
  core: AirlockCore,
  {
    id,
    namespace,
    timeoutMs = TRANSACTION_RECEIPT_TIMEOUT_MS,
    pollingIntervalMs = 1000,
  }: WaitForCallsStatusParameters,
): Promise<WaitForCallsStatusReturnType> {
  const { adapter } = getTransactionContext(core, namespace)
  const provider = await adapter.getProvider?.()
  if (!provider) throw new JsonRpcProviderNotFoundError()
  const deadline = Date.now() + timeoutMs
  for (;;) {
    let reply: unknown
    try {
      reply = await provider.request({ method: 'wallet_getCallsStatus', params: [id] })
    } catch (error) {
      throw normalizeWalletError(error)
    }
    const { status, receipts } = (typeof reply === 'object' && reply !== null ? reply : {}) as {
      status?: unknown
      receipts?: unknown
    }
    const code = typeof status === 'number' ? status : 100
    const transactionHashes = (Array.isArray(receipts) ? receipts : [])
      .map((receipt) => (receipt as { transactionHash?: unknown } | null)?.transactionHash)
      .filter((hash): hash is string => typeof hash === 'string')
    if (code !== 100 || Date.now() + pollingIntervalMs > deadline)
      return { status: code, transactionHashes }
    await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
  }
}
