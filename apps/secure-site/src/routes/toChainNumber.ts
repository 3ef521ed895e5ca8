import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'

/**
 * A chain id in any shape the protocol allows (1, '1', '0x1', 'eip155:1') as a number; only
 * eip155 chains have wallets here.
 *
 * @example
 * toChainNumber('eip155:8453') // 8453
 */
export function toChainNumber(value: number | string): number {
  if (typeof value === 'number') return value
  const [namespace, reference] = value.includes(':') ? value.split(':') : ['eip155', value]
  const id = reference?.startsWith('0x') ? Number.parseInt(reference, 16) : Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(id) || id <= 0)
    throw new SecureSiteError(secureSiteMessages.chainNotSupported, 400)
  return id
}
