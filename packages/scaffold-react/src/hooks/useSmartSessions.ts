import {
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
  type RevokePermissionsParameters,
  revokePermissions,
} from '@airlock/core'
import { useCallback } from 'react'
import { useAirlockInstance } from './useAirlockInstance'

export type UseSmartSessionsReturnType = {
  /** Whether the `smartSessions` feature is on (it is off unless the dapp turns it on). */
  enabled: boolean
  /** Asks the embedded wallet's smart account for a spending permission (approved once, in the wallet). */
  grantPermissions(parameters: GrantPermissionsParameters): Promise<GrantPermissionsReturnType>
  /** Ends a permission (by its own session key when granted here, else through the wallet). */
  revokePermissions(parameters: RevokePermissionsParameters): Promise<void>
}

/**
 * Spending permissions ("smart sessions") of the connected smart account: grant one for a session
 * key the dapp holds, which then spends within the limit without asking the visitor again, and
 * revoke it. Disconnecting revokes the permissions granted here. Turn on the `smartSessions`
 * feature in `createAirlock`.
 *
 * @example
 * const { grantPermissions } = useSmartSessions()
 * const key = privateKeyToAccount(generatePrivateKey())
 * const { context } = await grantPermissions({
 *   signer: key,
 *   permission: { type: 'erc20-token-transfer', token: usdc, allowance: 2_000_000n },
 *   expiry: Math.floor(Date.now() / 1000) + 3600,
 * })
 */
export function useSmartSessions(): UseSmartSessionsReturnType {
  const { core } = useAirlockInstance()
  const grant = useCallback(
    (parameters: GrantPermissionsParameters) => grantPermissions(core, parameters),
    [core],
  )
  const revoke = useCallback(
    (parameters: RevokePermissionsParameters) => revokePermissions(core, parameters),
    [core],
  )
  return {
    enabled: core.options.features.smartSessions,
    grantPermissions: grant,
    revokePermissions: revoke,
  }
}
