import { getSession } from '../api/sessions/getSession'
import { revokeSession } from '../api/sessions/revokeSession'
import type { AirlockCore } from '../createAirlockCore'
import { JsonRpcProviderNotFoundError } from '../errors/connection'
import {
  type NormalizeWalletErrorReturnType,
  normalizeWalletError,
} from '../errors/normalizeWalletError'
import { PermissionNotFoundError } from '../errors/smartSessions'
import { getApiClient } from '../http/getApiClient'
import type { GrantedPermission } from '../smartSessions/types'
import { getTransactionContext } from './getTransactionContext'

export type RevokePermissionsParameters = {
  /** The permission's context, as `grantPermissions` answered it. */
  context: string
  /**
   * Ask the wallet instead (`wallet_revokePermissions`, approved by the visitor), e.g. for a
   * permission this page no longer holds the key of. Default: the session key gives it up itself,
   * with no prompt, when this instance granted it.
   */
  askWallet?: boolean
}

export type RevokePermissionsErrorType = PermissionNotFoundError | NormalizeWalletErrorReturnType

/**
 * Ends a spending permission. A permission this instance granted is given up by its own session
 * key (it signs the revocation and the Blockchain API puts it on chain): nothing to approve. Any
 * other (or with `askWallet`) is revoked by the wallet's smart account after the visitor approves
 * it in the wallet. Once this resolves the session key can no longer spend.
 *
 * @example
 * await revokePermissions(core, { context })
 */
export async function revokePermissions(
  core: AirlockCore,
  { context, askWallet = false }: RevokePermissionsParameters,
): Promise<void> {
  const held = core.internals.smartSessions.get(context.toLowerCase())
  if (held && !askWallet) {
    await revokeWithSessionKey(core, held)
    core.internals.smartSessions.delete(context.toLowerCase())
    return
  }
  const { adapter } = getTransactionContext(core, 'eip155')
  const provider = await adapter.getProvider?.()
  if (!provider) throw new JsonRpcProviderNotFoundError()
  try {
    await provider.request({ method: 'wallet_revokePermissions', params: [{ context }] })
  } catch (error) {
    throw normalizeWalletError(error)
  }
  core.internals.smartSessions.delete(context.toLowerCase())
}

/**
 * The session key signs `RevokeSession(key, id)` in the smart account's EIP-712 domain and the
 * Blockchain API relays it (`POST /v1/sessions/{id}/revoke` with the permission context and that
 * signature).
 */
export async function revokeWithSessionKey(
  core: AirlockCore,
  held: GrantedPermission,
): Promise<void> {
  const client = getApiClient(core, 'api')
  const [, , account] = held.caipAddress.split(':')
  let sessionId = held.sessionId
  if (!sessionId) {
    // A wallet that did not say the grant's number: the Blockchain API reads it from the chain.
    const listed = (await getSession(client, { id: held.caipAddress })) as {
      sessions?: { pci?: string; id?: number; active?: boolean }[]
    }
    const found = listed.sessions?.find(
      (s) => s.pci?.toLowerCase() === held.context.toLowerCase() && s.active,
    )
    if (!found?.id) throw new PermissionNotFoundError()
    sessionId = found.id
  }
  const signature = await held.signer.signTypedData({
    domain: {
      name: 'AirlockAccount',
      version: '1',
      chainId: held.chainId,
      verifyingContract: account as `0x${string}`,
    },
    types: {
      RevokeSession: [
        { name: 'key', type: 'address' },
        { name: 'id', type: 'uint256' },
      ],
    },
    primaryType: 'RevokeSession',
    message: { key: held.context, id: BigInt(sessionId) },
  })
  await revokeSession(client, { id: held.caipAddress, pci: held.context, signature })
}
