import { createHash } from 'node:crypto'

/** sha256 of `text`, hex: how every registry id is derived, so ids never change between seeds. */
export function hashHex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}
