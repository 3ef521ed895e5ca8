import { ProviderErrorCodes, ProviderRpcError } from '../errors/ProviderRpcError'

/**
 * Reads a chain id from a request: EIP-3326/3085 send `0x`-hex strings; numbers and decimal
 * strings are accepted too, as lenient wallets do. Anything else is -32602.
 */
export function parseChainId(value: unknown): number {
  let id: number = Number.NaN
  if (typeof value === 'number') id = value
  else if (typeof value === 'string' && /^0x[0-9a-f]+$/i.test(value))
    id = Number.parseInt(value, 16)
  else if (typeof value === 'string' && /^\d+$/.test(value)) id = Number(value)
  if (!Number.isSafeInteger(id) || id <= 0) {
    throw new ProviderRpcError(
      ProviderErrorCodes.INVALID_PARAMS,
      `Invalid chain id: ${String(value)}`,
    )
  }
  return id
}
