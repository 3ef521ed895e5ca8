import { SAFE_RPC_METHODS, type SafeRpcMethod } from './rpc'

const SAFE: ReadonlySet<string> = /*#__PURE__*/ new Set(SAFE_RPC_METHODS)

/**
 * Whether an RPC method is answered without the visitor's approval.
 *
 * @example
 * isSafeRpcMethod('eth_getBalance') // true
 * isSafeRpcMethod('personal_sign') // false
 */
export function isSafeRpcMethod(method: string): method is SafeRpcMethod {
  return SAFE.has(method)
}
