import { InvalidCaipNetworkIdError } from '../errors/caip'
import { formatCaipNetworkId } from './formatCaipNetworkId'
import { isCaipNetworkId } from './isCaipNetworkId'
import type { CaipNetworkId } from './types'

/** Errors {@link toCaipNetworkId} throws. */
export type ToCaipNetworkIdErrorType = InvalidCaipNetworkIdError

const HEX = /^0x[0-9a-f]+$/i
const DECIMAL = /^\d+$/

/**
 * Normalises a chain id in any shape it arrives in to a CAIP network id: a number (`1`), a decimal
 * or hex string (`'1'`, `'0x1'`, as wallets answer `eth_chainId`), a Solana reference, or a CAIP id
 * (returned as is). eip155 references are made canonical decimals. Throws
 * `Invalid CAIP Network ID` for anything else.
 *
 * @example
 * toCaipNetworkId(1) // 'eip155:1'
 * toCaipNetworkId('0xa') // 'eip155:10'
 * toCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp') // unchanged
 * toCaipNetworkId('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana') // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function toCaipNetworkId(
  chainId: number | string | CaipNetworkId,
  namespace: string = 'eip155',
): CaipNetworkId {
  if (typeof chainId === 'number') {
    if (!Number.isSafeInteger(chainId) || chainId < 0) {
      throw new InvalidCaipNetworkIdError({ caipNetworkId: chainId })
    }
    return formatCaipNetworkId({ namespace, reference: chainId })
  }
  if (typeof chainId !== 'string') throw new InvalidCaipNetworkIdError({ caipNetworkId: chainId })
  const value = chainId.trim()
  if (value.includes(':')) {
    if (!isCaipNetworkId(value)) throw new InvalidCaipNetworkIdError({ caipNetworkId: chainId })
    return value
  }
  if (namespace === 'eip155') {
    if (!HEX.test(value) && !DECIMAL.test(value)) {
      throw new InvalidCaipNetworkIdError({ caipNetworkId: chainId })
    }
    return formatCaipNetworkId({ namespace, reference: BigInt(value).toString() })
  }
  return formatCaipNetworkId({ namespace, reference: value })
}
