import { FRAME_RPC_METHODS, type FrameRpcMethod } from './frameRpcMethods'

const served: ReadonlySet<string> = /*#__PURE__*/ new Set(FRAME_RPC_METHODS)

/**
 * Whether the secure frame serves `method` ({@link FRAME_RPC_METHODS}); the frame answers any
 * other method with `Requested RPC call is not allowed`.
 *
 * @example
 * isFrameRpcMethod('personal_sign') // true
 * isFrameRpcMethod('eth_sign') // false
 */
export function isFrameRpcMethod(method: string): method is FrameRpcMethod {
  return served.has(method)
}
