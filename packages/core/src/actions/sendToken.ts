import { TRANSACTION_RECEIPT_TIMEOUT_MS } from '../constants/timing'
import type { AirlockCore } from '../createAirlockCore'
import type { TokenBalance } from '../validation/types'
import { fetchBalance } from './fetchBalance'
import { getTransactionContext } from './getTransactionContext'
import { popTransactionStack } from './popTransactionStack'
import { pushTransactionStack } from './pushTransactionStack'
import { sendTokenTransaction } from './sendTokenTransaction'
import { sendTransaction } from './sendTransaction'
import { showSnackbar } from './showSnackbar'

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
      hash: string
      /** Settles once the receipt arrived (or 25000 ms passed) and the balances were refreshed. */
      settled: Promise<void>
    }
  | undefined

const RECEIPT_POLL_MS = 1000

/**
 * Sends `amount` of a token (native or ERC-20) from the connected account on the active network
 * (SPEC.md §4 "Send"): pushes Account onto the transaction stack, sends through the adapter
 * (legacy type, SPEC-READINGS), then shows `Transaction started`, goes to Account and resets the
 * form; waits up to 25000 ms for the receipt and refreshes the balances (SPEC.md §9). A refusal,
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
  let hash: string
  try {
    if (!(Number(amount) > 0) || !receiver) throw new Error('Invalid amount or receiver')
    hash = await sendTransaction(core, sendTokenTransaction(token, amount, receiver))
  } catch {
    send.loading = false
    if (router.transactionStack.length > depth) router.transactionStack.splice(depth, 1)
    showSnackbar(core, { messageId: 'somethingWentWrong', variant: 'error' })
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
  return { hash, settled: settle(core, hash) }
}

async function settle(core: AirlockCore, hash: string): Promise<void> {
  try {
    const { adapter } = getTransactionContext(core)
    const provider = await adapter.getProvider?.()
    const deadline = Date.now() + TRANSACTION_RECEIPT_TIMEOUT_MS
    while (provider && Date.now() < deadline) {
      // A wallet that cannot read receipts ends the wait: the balances are refreshed at once.
      const receipt = await provider
        .request({ method: 'eth_getTransactionReceipt', params: [hash] })
        .catch(() => 'unreadable')
      if (receipt) break
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
    }
    await fetchBalance(core, { force: true })
  } catch {
    // The account went away meanwhile: nothing to refresh.
  }
}
