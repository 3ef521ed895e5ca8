import { httpError } from '../server/httpError'
import type { HistoryPosition } from './encodeHistoryCursor'

/**
 * Reads a cursor made by `encodeHistoryCursor`; anything else answers 400 `Invalid cursor`.
 *
 * @example
 * decodeHistoryCursor(page.next)
 */
export function decodeHistoryCursor(cursor: string): HistoryPosition {
  const invalid = (): never => httpError(400, 'Invalid cursor', { cursor })
  if (cursor.length > 200 || !/^[A-Za-z0-9_-]+$/.test(cursor)) invalid()
  let key: unknown
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return invalid()
  }
  if (!Array.isArray(key) || key.length !== 4) return invalid()
  const [minedAt, chainId, blockNumber, txIndex] = key as unknown[]
  const isCount = (value: unknown): value is number =>
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
  if (!isCount(minedAt) || !isCount(chainId) || !isCount(txIndex)) return invalid()
  if (typeof blockNumber !== 'string' || !/^\d{1,20}$/.test(blockNumber)) return invalid()
  return { minedAt, chainId, blockNumber: BigInt(blockNumber), txIndex }
}
