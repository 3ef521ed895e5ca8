import { encodeFunctionData, type Hex, hexToBigInt, isAddressEqual, numberToHex } from 'viem'
import { secureSiteMessages } from '../errors/messages'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { SiteContext } from '../server/SiteContext'
import type { Session } from '../sessions/readSession'
import { accountAbi } from '../smartAccount/contracts'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { sendAsAccount } from '../smartAccount/sendAsAccount'
import { NATIVE_TOKEN, permissionMessages } from './permissionRules'
import type { PreparedPermissions } from './preparedPermissionTypes'
import { readGrantRequest, readRevokeRequest } from './readPermissionRequest'
import { publicClientOf, readOnChainSession } from './sessionsOf'

/** What `wallet_grantPermissions` answers (ERC-7715's shape; `context` is the session key). */
export type GrantPermissionsResult = {
  chainId: Hex
  address: Hex
  expiry: number
  signer: { type: 'account'; data: { id: Hex } }
  permissions: (
    | { type: 'erc20-token-transfer'; data: { address: Hex; allowance: Hex } }
    | { type: 'native-token-transfer'; data: { allowance: Hex } }
  )[]
  gasAllowance: Hex
  context: Hex
  /** The grant's number on the account: a revocation by signature names it. */
  sessionId: number
  transactionHash: Hex
}

/**
 * Grants or revokes a spending permission exactly as the visitor approved it (a sealed payload,
 * checked again here against the dapp's request read anew): the smart account calls itself
 * (`grantSession` with the gas allowance as value, or `revokeSession`) through the owner's signed
 * `executeSigned`, the sponsor paying the gas as for any smart-account call, and the receipt is
 * awaited so the permission is in force (or gone) when this answers.
 *
 * @example
 * const result = await sendPermissions(ctx, session, accounts, request, prepared)
 */
export async function sendPermissions(
  ctx: SiteContext,
  session: Session,
  accounts: WalletAccounts,
  request: { params?: unknown },
  prepared: PreparedPermissions,
): Promise<GrantPermissionsResult | { revoked: true; transactionHash: Hex }> {
  const mismatch = () => new SecureSiteError(secureSiteMessages.preparedMismatch, 400)
  if (prepared.chain?.id !== session.chainId) throw mismatch()
  if (prepared.kind === 'grantPermissions') {
    // The expiry was checked when prepared; reading again must not refuse a screen left open.
    const intent = readGrantRequest(request.params, accounts, session.chainId, ctx.now())
    const shown = prepared.grant
    const same =
      isAddressEqual(prepared.account, intent.account) &&
      isAddressEqual(shown.key, intent.key) &&
      isAddressEqual(shown.token, intent.token) &&
      hexToBigInt(shown.limit) === intent.limit &&
      shown.expiry === intent.expiry &&
      hexToBigInt(shown.gasAllowance) === intent.gasAllowance
    if (!same) throw mismatch()
    const hash = await sendAsAccount(ctx, session, accounts, 'smartAccount', {
      to: intent.account,
      value: intent.gasAllowance,
      data: encodeFunctionData({
        abi: accountAbi,
        functionName: 'grantSession',
        args: [intent.key, intent.token, intent.limit, intent.expiry],
      }),
    })
    await mined(ctx, session, hash, permissionMessages.grantFailed)
    const granted = await readOnChainSession(ctx, session, intent.account, intent.key)
    return {
      chainId: numberToHex(session.chainId),
      address: intent.account,
      expiry: intent.expiry,
      signer: { type: 'account', data: { id: intent.key } },
      permissions: [
        intent.token === NATIVE_TOKEN
          ? { type: 'native-token-transfer', data: { allowance: numberToHex(intent.limit) } }
          : {
              type: 'erc20-token-transfer',
              data: { address: intent.token, allowance: numberToHex(intent.limit) },
            },
      ],
      gasAllowance: numberToHex(intent.gasAllowance),
      context: intent.key,
      sessionId: granted.id,
      transactionHash: hash,
    }
  }
  const intent = readRevokeRequest(request.params, accounts)
  if (
    !isAddressEqual(prepared.account, intent.account) ||
    !isAddressEqual(prepared.revoke.key, intent.key)
  )
    throw mismatch()
  if ((await readOnChainSession(ctx, session, intent.account, intent.key)).id === 0)
    throw new SecureSiteError(permissionMessages.noPermission, 400)
  const hash = await sendAsAccount(ctx, session, accounts, 'smartAccount', {
    to: intent.account,
    value: 0n,
    data: encodeFunctionData({
      abi: accountAbi,
      functionName: 'revokeSession',
      args: [intent.key],
    }),
  })
  await mined(ctx, session, hash, permissionMessages.revokeFailed)
  return { revoked: true, transactionHash: hash }
}

async function mined(ctx: SiteContext, session: Session, hash: Hex, failure: string) {
  const receipt = await publicClientOf(ctx, session).waitForTransactionReceipt({
    hash,
    pollingInterval: 250,
    timeout: 60_000,
  })
  if (receipt.status !== 'success') throw new SecureSiteError(failure, 400)
}
