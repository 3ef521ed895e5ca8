import { TRANSACTION_RECEIPT_TIMEOUT_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import { InvalidSendParametersError, SendTransactionFailedError } from '../errors/send'
import type { TokenBalance } from '../validation/types'
import { fetchBalance } from './fetchBalance'
import { getSendingAccountType } from './getSendingAccountType'
import { getTransactionContext } from './getTransactionContext'
import { popTransactionStack } from './popTransactionStack'
import { pushTransactionStack } from './pushTransactionStack'
import { refreshActivity } from './refreshActivity'
import { sendCalls } from './sendCalls'
import { sendTokenTransaction } from './sendTokenTransaction'
import { sendTransaction } from './sendTransaction'
import { showSnackbar } from './showSnackbar'
import { waitForCallsStatus } from './waitForCallsStatus'

export type SendTokenParameters = {
  /** One of `state.send.tokenBalances`: the native token (no `address`) or an ERC-20. */
  token: Pick<TokenBalance, 'address' | 'quantity'>
  /** The amount in whole units as typed, e.g. `'1.5'`. */
  amount: string
  /** The receiver's address (a name is resolved before). */
  receiver: string
}

export type SendTokenReturnType =
  | {
      /** The transaction's hash; `undefined` for a smart account, whose wallet gives `callsId`. */
      hash: string | undefined
      /** A smart account's batch id (`wallet_sendCalls`); `undefined` for other accounts. */
      callsId: string | undefined
      /**
       * Settles once the receipt arrived (or 25000 ms passed) and the balances were refreshed;
       * resolves to the transaction's hash when it is known.
       */
      settled: Promise<string | undefined>
    }
  | undefined

const RECEIPT_POLL_MS = 1000

/**
 * Sends `amount` of a token (native or ERC-20) from the connected account on the active network:
 * pushes Account onto the transaction stack, sends through the adapter
 * (legacy type) or, from a smart account, as one call through `wallet_sendCalls`,
 * then shows `Transaction started`, goes to Account and resets the form; waits up to
 * 25000 ms for the receipt (a smart account's through `wallet_getCallsStatus`), refreshes the balances and, when Activity holds this
 * account's list, its first page until the new transaction is on top. A refusal,
 * an abort or any failure shows `Something went wrong`, drops the stack entry and keeps the form;
 * resolves to `undefined` then.
 *
 * @example
 * const sent = await sendToken(core, { token: core.state.send.tokenBalances[0]!, amount: '0.1', receiver: '0x7099...79C8' })
 */
export async function sendToken(
  core: AirlockCore,
  { token, amount, receiver }: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const { send, router } = core.state
  const depth = router.transactionStack.length
  pushTransactionStack(core, { view: 'Account' })
  send.loading = true
  const namespace = core.state.chain.activeNamespace
  let sent: { hash: string; callsId?: undefined } | { hash?: undefined; callsId: string }
  try {
    if (!(Number(amount) > 0) || !receiver) throw new InvalidSendParametersError()
    const transaction = sendTokenTransaction(token, amount, receiver, namespace)
    sent =
      getSendingAccountType(core) === 'smartAccount'
        ? { callsId: (await sendCalls(core, { calls: [transaction] })).id }
        : { hash: await sendTransaction(core, transaction) }
  } catch (error) {
    send.loading = false
    if (router.transactionStack.length > depth) router.transactionStack.splice(depth, 1)
    showSnackbar(core, { messageId: failureMessageId(namespace, error), variant: 'error' })
    return undefined
  }
  popTransactionStack(core, 'success')
  // The form empties; the balances stay on screen until the refresh below replaces them.
  Object.assign(send, {
    token: undefined,
    sendTokenAmount: undefined,
    receiverAddress: undefined,
    receiverProfileImageUrl: undefined,
    receiverProfileName: undefined,
    gasPrice: undefined,
    gasPriceInUSD: undefined,
    networkBalanceInUSD: undefined,
    loading: false,
  })
  showSnackbar(core, { messageId: 'transactionStarted', variant: 'success' })
  return {
    hash: sent.hash,
    callsId: sent.callsId,
    settled:
      sent.hash === undefined
        ? settleCalls(core, sent.callsId)
        : namespace === 'solana'
          ? settleSolana(core, sent.hash)
          : settle(core, sent.hash),
  }
}

/** A smart account's batch: its status until it left pending, then the same refresh. */
async function settleCalls(core: AirlockCore, id: string): Promise<string | undefined> {
  const deadline = Date.now() + TRANSACTION_RECEIPT_TIMEOUT_MS
  let hash: string | undefined
  try {
    hash = (await waitForCallsStatus(core, { id, pollingIntervalMs: RECEIPT_POLL_MS }))
      .transactionHashes[0]
    await fetchBalance(core, { force: true })
    if (hash) await refreshActivity(core, hash, deadline)
  } catch {
    // The account went away meanwhile, or the wallet lost the batch: nothing to refresh.
  }
  return hash
}

async function settle(core: AirlockCore, hash: string): Promise<string> {
  const deadline = Date.now() + TRANSACTION_RECEIPT_TIMEOUT_MS
  try {
    const { adapter } = getTransactionContext(core)
    const provider = await adapter.getProvider?.()
    while (provider && Date.now() < deadline) {
      // A wallet that cannot read receipts ends the wait: the balances are refreshed at once.
      const receipt = await provider
        .request({ method: 'eth_getTransactionReceipt', params: [hash] })
        .catch(() => 'unreadable')
      if (receipt) break
      await delay(RECEIPT_POLL_MS)
    }
    await fetchBalance(core, { force: true })
    await refreshActivity(core, hash, deadline)
  } catch {
    // The account went away meanwhile: nothing to refresh.
  }
  return hash
}

/**
 * The snackbar of a failed send: on Solana the adapter's own errors (`Please enter a
 * valid amount and receiver address`, `Failed to send transaction. Please try again.`); a refusal
 * and every EVM failure `Something went wrong`.
 */
function failureMessageId(
  namespace: string,
  error: unknown,
): 'somethingWentWrong' | 'invalidAmountOrReceiver' | 'failedToSendTransaction' {
  if (namespace !== 'solana') return 'somethingWentWrong'
  if (error instanceof InvalidSendParametersError) return 'invalidAmountOrReceiver'
  if (error instanceof SendTransactionFailedError) return 'failedToSendTransaction'
  return 'somethingWentWrong'
}

/**
 * A Solana send: the adapter resolved once the transaction reached its commitment, so there is no
 * receipt to wait for; the balances are read again (Activity is eip155-only).
 */
async function settleSolana(core: AirlockCore, hash: string): Promise<string> {
  try {
    await fetchBalance(core, { force: true })
  } catch {
    // The account went away meanwhile: nothing to refresh.
  }
  return hash
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
