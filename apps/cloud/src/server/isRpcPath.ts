/**
 * The RPC proxy's fixed URL (SPEC §7): it needs only `projectId`, and answers in JSON-RPC.
 *
 * @example
 * isRpcPath('/v1/') // true; isRpcPath('/v1/supported-chains') // false
 */
export function isRpcPath(path: string): boolean {
  return path === '/v1' || path === '/v1/'
}
