import { type Hex, hexToBigInt, isAddressEqual } from 'viem'
import * as z from 'zod/mini'
import { SecureSiteError } from '../errors/SecureSiteError'
import type { WalletAccounts } from '../smartAccount/loadWalletAccounts'
import { NATIVE_TOKEN, PERMISSION_RULES, permissionMessages } from './permissionRules'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))

const grantSchema = z.tuple([
  z.object({
    chainId: quantity,
    address: z.optional(address),
    expiry: z.number().check(z.int()),
    signer: z.object({ type: z.literal('account'), data: z.object({ id: address }) }),
    permissions: z
      .array(
        z.union([
          z.object({
            type: z.literal('erc20-token-transfer'),
            data: z.object({ address, allowance: quantity }),
          }),
          z.object({
            type: z.literal('native-token-transfer'),
            data: z.object({ allowance: quantity }),
          }),
        ]),
      )
      .check(z.length(1)),
    gasAllowance: z.optional(quantity),
  }),
])

const revokeSchema = z.tuple([z.object({ context: address, address: z.optional(address) })])

/** A grant as the dapp asked for it, checked against the numbered limits. */
export type GrantIntent = {
  account: Hex
  key: Hex
  token: Hex
  limit: bigint
  expiry: number
  gasAllowance: bigint
}

/**
 * Reads `wallet_grantPermissions` params (one request, one permission: `erc20-token-transfer`
 * with a token and an allowance, or `native-token-transfer`; an `account` signer, the session
 * key; an expiry in unix seconds; an optional `gasAllowance` in wei handed to the key for gas)
 * for this session's chain and the user's smart account. Throws a clear 400 otherwise.
 *
 * @example
 * const grant = readGrantRequest(params, accounts, 31337, Date.now())
 */
export function readGrantRequest(
  params: unknown,
  accounts: WalletAccounts,
  chainId: number,
  nowMs: number,
): GrantIntent {
  const parsed = grantSchema.safeParse(params)
  if (!parsed.success) throw new SecureSiteError(permissionMessages.badRequest, 400)
  const [request] = parsed.data
  const account = smartAccountOf(accounts, request.address)
  if (hexToBigInt(request.chainId as Hex) !== BigInt(chainId))
    throw new SecureSiteError('The permission is for another chain', 400)
  const now = Math.floor(nowMs / 1000)
  if (
    request.expiry < now + PERMISSION_RULES.minExpirySeconds ||
    request.expiry > now + PERMISSION_RULES.maxExpirySeconds
  )
    throw new SecureSiteError(permissionMessages.badExpiry, 400)
  const [permission] = request.permissions
  if (!permission) throw new SecureSiteError(permissionMessages.badRequest, 400)
  const limit = hexToBigInt(permission.data.allowance as Hex)
  if (limit === 0n || limit > PERMISSION_RULES.maxLimit)
    throw new SecureSiteError(permissionMessages.badRequest, 400)
  const gasAllowance = request.gasAllowance ? hexToBigInt(request.gasAllowance as Hex) : 0n
  if (gasAllowance > PERMISSION_RULES.maxGasAllowance)
    throw new SecureSiteError(permissionMessages.gasTooHigh, 400)
  const key = request.signer.data.id.toLowerCase() as Hex
  if (isAddressEqual(key, account) || isAddressEqual(key, NATIVE_TOKEN))
    throw new SecureSiteError(permissionMessages.badRequest, 400)
  const token =
    permission.type === 'erc20-token-transfer'
      ? (permission.data.address.toLowerCase() as Hex)
      : NATIVE_TOKEN
  return { account, key, token, limit, expiry: request.expiry, gasAllowance }
}

/**
 * Reads `wallet_revokePermissions` params (`[{ context }]`, the context a grant answered: the
 * session key) for the user's smart account.
 *
 * @example
 * const { key } = readRevokeRequest([{ context: '0xkey' }], accounts)
 */
export function readRevokeRequest(
  params: unknown,
  accounts: WalletAccounts,
): { account: Hex; key: Hex } {
  const parsed = revokeSchema.safeParse(params)
  if (!parsed.success) throw new SecureSiteError(permissionMessages.badRevoke, 400)
  const [request] = parsed.data
  return {
    account: smartAccountOf(accounts, request.address),
    key: request.context.toLowerCase() as Hex,
  }
}

function smartAccountOf(accounts: WalletAccounts, named: string | undefined): Hex {
  const smart = accounts.smartAccount?.address
  if (!smart || (named !== undefined && !isAddressEqual(named as Hex, smart)))
    throw new SecureSiteError(permissionMessages.needsSmartAccount, 400)
  return smart
}
