import { type Hex, hexToBigInt, isAddressEqual, isHex } from 'viem'
import { SecureSiteError } from '../errors/SecureSiteError'

/**
 * The dapp's `eth_sendTransaction` object as viem's request: hex quantities to bigints, `from`
 * must be this wallet (or absent); the dapp's other fields pass through untouched (SPEC-READINGS:
 * a dapp's own parameters are not rewritten), missing ones are filled by viem from the chain.
 *
 * @example
 * toTransactionRequest({ to: '0x...', value: '0x1' }, address) // { to: '0x...', value: 1n }
 */
export function toTransactionRequest(value: unknown, address: Hex): Record<string, unknown> {
  if (!value || typeof value !== 'object')
    throw new SecureSiteError('eth_sendTransaction needs a transaction', 400)
  const tx = value as Record<string, unknown>
  if (
    tx.from !== undefined &&
    (typeof tx.from !== 'string' || !isHex(tx.from) || !isAddressEqual(tx.from, address))
  )
    throw new SecureSiteError('The address is not this wallet', 400)
  const out: Record<string, unknown> = {}
  for (const key of ['to', 'data'] as const) {
    const field = tx[key] ?? (key === 'data' ? tx.input : undefined)
    if (field === undefined || field === null) continue
    if (typeof field !== 'string' || !isHex(field)) throw new SecureSiteError(`Invalid ${key}`, 400)
    out[key] = field
  }
  for (const key of [
    'value',
    'gas',
    'gasPrice',
    'maxFeePerGas',
    'maxPriorityFeePerGas',
    'nonce',
  ] as const) {
    const field = tx[key]
    if (field === undefined || field === null) continue
    if (typeof field !== 'string' || !isHex(field)) throw new SecureSiteError(`Invalid ${key}`, 400)
    out[key] = key === 'nonce' ? Number(hexToBigInt(field)) : hexToBigInt(field)
  }
  if (out.gasPrice !== undefined) out.type = 'legacy'
  return out
}
