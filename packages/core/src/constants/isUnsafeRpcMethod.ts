import { UNSAFE_RPC_METHODS, type UnsafeRpcMethod } from './rpc'

const UNSAFE: ReadonlySet<string> = /*#__PURE__*/ new Set(UNSAFE_RPC_METHODS)

/**
 * Whether an RPC method needs the visitor's approval.
 *
 * @example
 * isUnsafeRpcMethod('eth_sendTransaction') // true
 * isUnsafeRpcMethod('eth_call') // false
 */
export function isUnsafeRpcMethod(method: string): method is UnsafeRpcMethod {
  return UNSAFE.has(method)
}
