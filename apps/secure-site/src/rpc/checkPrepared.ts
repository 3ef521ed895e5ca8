import { hashTypedData, hexToBigInt, isAddressEqual, isHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { PreparedRequest, PreparedTransaction } from './preparedTypes'
import type { IntentCall, RpcIntent } from './readRpcIntent'

/**
 * Checks that the payload the visitor approved is what the dapp asked for: the same kind, the
 * same one of this user's accounts, the session's chain, and per call the same to, value and
 * data (the same bytes to sign, the same typed-data hash), the dapp's own gas and nonce fields
 * kept; a transaction from the eoa must have every field filled. Throws `The approved request
 * does not match the request` otherwise.
 *
 * @example
 * checkPrepared(readRpcIntent(request, accounts, session.chainId), prepared, session.chainId)
 */
export function checkPrepared(intent: RpcIntent, prepared: PreparedRequest, chainId: number): void {
  const same =
    prepared.chain?.id === chainId &&
    prepared.kind === intent.kind &&
    prepared.signer === intent.signer &&
    isHex(prepared.account) &&
    isAddressEqual(prepared.account, intent.account) &&
    matches(intent, prepared)
  if (!same) throw new SecureSiteError(secureSiteMessages.preparedMismatch, 400)
}

function matches(intent: RpcIntent, prepared: PreparedRequest): boolean {
  if (intent.kind === 'message' && prepared.kind === 'message')
    return prepared.message.toLowerCase() === intent.message.toLowerCase()
  if (intent.kind === 'typedData' && prepared.kind === 'typedData')
    try {
      return hashTypedData(prepared.typedData as never) === hashTypedData(intent.typedData as never)
    } catch {
      return false
    }
  if (intent.kind !== 'transactions' || prepared.kind !== 'transactions') return false
  if (prepared.transactions.length !== intent.calls.length) return false
  if ((prepared.batch === undefined) !== (intent.batch === undefined)) return false
  if (prepared.batch?.id !== intent.batch?.id) return false
  const sponsored = intent.signer === 'smartAccount'
  if (prepared.sponsored !== sponsored) return false
  return intent.calls.every((call, index) => {
    const tx = prepared.transactions[index]
    if (!tx || !isHex(tx.from) || !isAddressEqual(tx.from, intent.account)) return false
    if (!sameCall(call, tx)) return false
    if (sponsored) return true
    const { explicit } = intent
    return (
      typeof tx.nonce === 'number' &&
      Number.isSafeInteger(tx.nonce) &&
      (explicit.nonce === undefined || tx.nonce === explicit.nonce + index) &&
      quantity(tx.gas, explicit.gas) &&
      (tx.type === 'legacy'
        ? quantity(tx.gasPrice, explicit.gasPrice)
        : tx.type === 'eip1559' &&
          quantity(tx.maxFeePerGas, explicit.maxFeePerGas) &&
          quantity(tx.maxPriorityFeePerGas, explicit.maxPriorityFeePerGas))
    )
  })
}

function sameCall(call: IntentCall, tx: PreparedTransaction): boolean {
  const to =
    call.to === undefined
      ? tx.to === undefined
      : tx.to !== undefined && isHex(tx.to) && isAddressEqual(tx.to, call.to)
  return (
    to &&
    isHex(tx.value) &&
    hexToBigInt(tx.value) === call.value &&
    isHex(tx.data) &&
    tx.data.toLowerCase() === call.data.toLowerCase()
  )
}

/** A filled hex quantity, equal to the dapp's own value when it gave one. */
function quantity(value: unknown, given: bigint | undefined): boolean {
  if (typeof value !== 'string' || !isHex(value) || value.length > 66) return false
  return given === undefined || hexToBigInt(value) === given
}
