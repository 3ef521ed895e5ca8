import type { Hex } from 'viem'
import { forwardRpc } from '../rpc/forwardRpc'
import type { SiteContext } from '../server/SiteContext'
import type { AccountType, UserRow } from '../users/types'
import { smartAccountAddress } from './contracts'
import { ensureFactory } from './ensureFactory'

/** A user's accounts on one chain; `active` is the address of `preferred`. */
export type WalletAccounts = {
  eoa: Hex
  /** Present where smart accounts work (the factory is on the chain). */
  smartAccount?: { address: Hex; deployed: boolean }
  preferred: AccountType
  active: Hex
}

/**
 * The user's accounts on `chainId`: the key's own address (eoa) and, where the factory is, the
 * smart account it owns. The preferred type is the user's choice, else `smartAccount` (SPEC §6's
 * default for embedded eip155 wallets), falling back to `eoa` where smart accounts do not work
 * (SPEC-READINGS).
 *
 * @example
 * const { active, preferred } = await loadWalletAccounts(ctx, user, 31337, 'airlock-demo')
 */
export async function loadWalletAccounts(
  ctx: SiteContext,
  user: UserRow,
  chainId: number,
  projectId: string,
): Promise<WalletAccounts> {
  const eoa = user.address
  if (!(await ensureFactory(ctx, chainId, projectId))) return { eoa, preferred: 'eoa', active: eoa }
  const address = smartAccountAddress(eoa)
  const code = await forwardRpc(ctx.rpcUrl(chainId, projectId), 'eth_getCode', [address, 'latest'])
  const preferred: AccountType = user.preferred_account_type === 'eoa' ? 'eoa' : 'smartAccount'
  return {
    eoa,
    smartAccount: { address, deployed: typeof code === 'string' && code !== '0x' },
    preferred,
    active: preferred === 'eoa' ? eoa : address,
  }
}
