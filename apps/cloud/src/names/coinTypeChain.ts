import { requireChains } from '../blockchain/requireChains'
import type { CloudContext, RunningChain } from '../server/types'

/** ENSIP-11: an EVM chain's coin type is `0x80000000 | chainId`; Ethereum mainnet keeps `60`. */
const EVM_COIN_TYPE_BASE = 0x80000000

/**
 * The running chain a registration's ENSIP-11 `coin_type` names, where a smart account's
 * signature is checked: `60` is Ethereum mainnet (chain 1), `2147483648 + chainId` any other EVM
 * chain; `undefined` when the cloud does not run it.
 *
 * @example
 * coinTypeChain(ctx, '60')?.chainId // 1
 * coinTypeChain(ctx, String(0x80000000 + 8453))?.chainId // 8453
 */
export function coinTypeChain(ctx: CloudContext, coinType: string): RunningChain | undefined {
  if (!/^\d{1,10}$/.test(coinType)) return undefined
  const value = Number(coinType)
  const chainId = value === 60 ? 1 : value > EVM_COIN_TYPE_BASE ? value - EVM_COIN_TYPE_BASE : 0
  return requireChains(ctx).find((chain) => chain.chainId === chainId)
}
