import { UNSAFE_RPC_METHODS } from '@airlock/core'

const unsafe: ReadonlySet<string> = new Set(UNSAFE_RPC_METHODS)

/**
 * Whether `method` signs or sends something (SPEC §6's unsafe list): such a request is shown to
 * the visitor inside the frame and signed only with their approval.
 *
 * @example
 * isUnsafeRpcMethod('personal_sign') // true
 */
export function isUnsafeRpcMethod(method: string): boolean {
  return unsafe.has(method)
}
