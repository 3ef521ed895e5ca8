import type { AirlockCore } from '../createAirlockCore'
import type { NoActiveCaipAddressError } from '../errors/connection'
import { JsonRpcProviderNotFoundError } from '../errors/connection'
import type { ChainAdapterNotFoundError, NoActiveCaipNetworkError } from '../errors/network'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { SmartSessionsNotEnabledError } from '../errors/smartSessions'
import { WalletRpcError } from '../errors/wallet'
import type { GrantedPermission, SessionSigner, SpendingPermission } from '../smartSessions/types'
import { numberToHex } from '../units/numberToHex'
import { getTransactionContext } from './getTransactionContext'

export type GrantPermissionsParameters = {
  /** The session key that will spend (a viem `LocalAccount` the dapp made, e.g. with `generatePrivateKey`). */
  signer: SessionSigner
  /** What it may spend, in all, over the permission's life. */
  permission: SpendingPermission
  /** When the permission ends, in unix seconds (the wallet takes 5 minutes to 7 days from now). */
  expiry: number
  /** Native currency (wei) the account hands to the session key to pay for its gas. Default 0. */
  gasAllowance?: bigint
}

export type GrantPermissionsReturnType = {
  /** Names the permission: pass it to `revokePermissions`. The session key's address. */
  context: `0x${string}`
  /** The smart account the session key spends from. */
  address: `0x${string}`
  chainId: number
  expiry: number
  /** The grant's transaction. */
  transactionHash: `0x${string}`
}

export type GrantPermissionsErrorType =
  | SmartSessionsNotEnabledError
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | ChainAdapterNotFoundError
  | JsonRpcProviderNotFoundError
  | NormalizeWalletErrorReturnType

/**
 * Asks the connected wallet's smart account for a spending permission (`wallet_grantPermissions`):
 * the visitor approves it once, in the wallet, seeing the session key, the token, the limit and
 * the expiry. From then on the session key spends within the limit without asking again, and the
 * account refuses anything over it. Needs the `smartSessions` feature (off by default). The
 * permission is remembered by this instance: `revokePermissions` ends it, and disconnecting ends
 * it too.
 *
 * @example
 * const key = privateKeyToAccount(generatePrivateKey())
 * const { context, address } = await grantPermissions(core, {
 *   signer: key,
 *   permission: { type: 'erc20-token-transfer', token: usdc, allowance: 5_000_000n },
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 *   gasAllowance: parseEther('0.001'),
 * })
 */
export async function grantPermissions(
  core: AirlockCore,
  parameters: GrantPermissionsParameters,
): Promise<GrantPermissionsReturnType> {
  if (!core.options.features.smartSessions) throw new SmartSessionsNotEnabledError()
  const { adapter, address, network } = getTransactionContext(core, 'eip155')
  const provider = await adapter.getProvider?.()
  if (!provider) throw new JsonRpcProviderNotFoundError()
  const chainId = Number(network.id)
  const { permission, signer, expiry } = parameters
  const request = {
    chainId: numberToHex(chainId),
    address,
    expiry,
    signer: { type: 'account', data: { id: signer.address } },
    permissions: [
      permission.type === 'erc20-token-transfer'
        ? {
            type: permission.type,
            data: { address: permission.token, allowance: numberToHex(permission.allowance) },
          }
        : { type: permission.type, data: { allowance: numberToHex(permission.allowance) } },
    ],
    gasAllowance: numberToHex(parameters.gasAllowance ?? 0n),
  }
  let result: unknown
  try {
    result = await provider.request({ method: 'wallet_grantPermissions', params: [request] })
  } catch (error) {
    throw normalizeWalletError(error)
  }
  const answer = (result ?? {}) as Record<string, unknown>
  const { context, sessionId, transactionHash } = answer
  const account = typeof answer.address === 'string' ? answer.address : address
  if (typeof context !== 'string' || !context.startsWith('0x'))
    throw new WalletRpcError({ details: 'wallet_grantPermissions answered without a context' })
  const granted: GrantedPermission = {
    context: context as `0x${string}`,
    caipAddress: `eip155:${chainId}:${account}`,
    sessionId: typeof sessionId === 'number' ? sessionId : 0,
    chainId,
    expiry,
    permission,
    signer,
  }
  core.internals.smartSessions.set(granted.context.toLowerCase(), granted)
  return {
    context: granted.context,
    address: account as `0x${string}`,
    chainId,
    expiry,
    transactionHash: (typeof transactionHash === 'string'
      ? transactionHash
      : '0x') as `0x${string}`,
  }
}
