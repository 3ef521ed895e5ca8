import { buildApproveTransaction } from '../api/blockchain/buildApproveTransaction'
import { getSwapAllowance } from '../api/blockchain/getSwapAllowance'
import type { AirlockCore } from '../createAirlockCore'
import { getApiClient } from '../http/getApiClient'
import { ensureSwapState } from '../state/swapState'
import { getTransactionContext } from './getTransactionContext'
import { sendTransaction } from './sendTransaction'
import { swapError } from './swapError'
import { waitForSwapReceipt } from './waitForSwapReceipt'

/**
 * Lets the swap router spend the source token: builds the approve transaction
 * (`GET /v1/convert/build-approve`), sends it from the connected wallet (legacy type),
 * waits for its receipt and reads the allowance again
 * (`GET /v1/convert/allowance`). Resolves `true` when the allowance now covers the quote; on a
 * refusal or failure sets the form's error (`swapApproveFailed`) and resolves `false`.
 *
 * @example
 * if (core.state.swap?.approvalNeeded) await approveSwap(core)
 */
export async function approveSwap(core: AirlockCore): Promise<boolean> {
  const swap = ensureSwapState(core)
  const { sourceToken, toToken, quote } = swap
  if (!sourceToken || !toToken || !quote) return false
  swap.status = 'approving'
  swap.error = undefined
  try {
    const { address, network } = getTransactionContext(core)
    const userAddress = `${network.caipNetworkId}:${address}`
    const api = getApiClient(core, 'api')
    const { tx } = await buildApproveTransaction(api, {
      userAddress,
      from: sourceToken.address,
      to: toToken.address,
    })
    const hash = await sendTransaction(core, {
      // The cloud names the contract as CAIP-10 (`eip155:1:0x...`); the wallet wants the address.
      to: tx.to.split(':').at(-1) as string,
      value: BigInt(tx.value || '0'),
      data: tx.data,
    })
    if ((await waitForSwapReceipt(core, hash)) === 'reverted') throw new Error('Approve reverted')
    const { allowance } = await getSwapAllowance(api, {
      tokenAddress: sourceToken.address,
      userAddress,
    })
    swap.approvalNeeded = BigInt(allowance) < quote.fromAmount
    if (swap.approvalNeeded) throw new Error('Allowance still short')
    return true
  } catch (error) {
    swap.error = swapError('swapApproveFailed', error)
    return false
  } finally {
    swap.status = 'idle'
  }
}
