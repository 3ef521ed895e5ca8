import {
  type ChainAdapterTransactionParameters,
  ErrorMessages,
  ValidationError,
  type ValidationIssue,
} from '@airlock/core'
import { getAddress, type Hex, isAddress, isHex, numberToHex } from 'viem'

/** A transaction as JSON-RPC carries it (`eth_estimateGas`, `eth_sendTransaction`). */
export type RpcTransaction = { from: Hex; to: Hex; value: Hex; data?: Hex }

/**
 * Core's transaction parameters in JSON-RPC form: checksummed addresses, hex quantities. A
 * malformed address or non-hex data is a `ValidationError` (`Invalid input`) before
 * anything reaches the wallet.
 *
 * @example
 * toRpcTransaction({ address, to, value: 1n, network }) // { from, to, value: '0x1' }
 */
export function toRpcTransaction(parameters: ChainAdapterTransactionParameters): RpcTransaction {
  const { address, to, data } = parameters
  const issues: ValidationIssue[] = []
  const invalid = (path: string): void => {
    issues.push({ message: ErrorMessages.INVALID_INPUT, path: [path] })
  }
  if (!isAddress(address, { strict: false })) invalid('address')
  if (!isAddress(to, { strict: false })) invalid('to')
  if (data !== undefined && !isHex(data)) invalid('data')
  if (parameters.value < 0n) invalid('value')
  if (issues.length > 0) throw new ValidationError({ issues })
  return {
    from: getAddress(address),
    to: getAddress(to),
    value: numberToHex(parameters.value),
    ...(data === undefined ? {} : { data: data as Hex }),
  }
}
