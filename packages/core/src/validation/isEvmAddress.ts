const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * Whether a value is an EVM address: 40 hex characters, optionally prefixed with 0x. The checksum
 * is not checked.
 *
 * @example
 * isEvmAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045') // true
 */
export function isEvmAddress(value: unknown): value is string {
  return typeof value === 'string' && EVM_ADDRESS.test(value)
}
