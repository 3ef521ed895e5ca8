import { formatUnits, hexToBigInt, isHex } from 'viem'
import type { PreparedPermissions } from '../../permissions/preparedPermissionTypes'
import type { PreparedToken } from '../../rpc/preparedTypes'
import type { ApprovalCatalogue } from './approvalMessages'
import type { ApprovalRow, ApprovalSection } from './describeRequest'
import { fillMessage } from './fillMessage'

const NATIVE = '0x0000000000000000000000000000000000000000'

/**
 * The approval screen's title and section for a spending permission: who may spend (the session
 * key), which token, up to how much in all, until when (UTC), and the gas allowance handed to the
 * key; for a revoke, the key and what it has spent of its limit.
 *
 * @example
 * const { title, section } = describePermissions(prepared, t, cannot)
 */
export function describePermissions(
  prepared: PreparedPermissions,
  t: ApprovalCatalogue,
  cannot: () => Error,
): { title: string; section: ApprovalSection } {
  const chain = prepared.chain
  const amount = (value: unknown, token: unknown, info: PreparedToken | undefined) => {
    if (typeof value !== 'string' || !isHex(value) || typeof token !== 'string') throw cannot()
    if (token.toLowerCase() === NATIVE)
      return `${formatUnits(hexToBigInt(value), chain.decimals)} ${chain.symbol}`
    if (!info) throw cannot()
    return `${formatUnits(hexToBigInt(value), info.decimals)} ${info.symbol}`
  }
  const tokenRow = (token: unknown, info: PreparedToken | undefined): ApprovalRow => {
    if (typeof token !== 'string' || !isHex(token)) throw cannot()
    return {
      id: 'permission.token',
      label: t['row.permissionToken'],
      value:
        token.toLowerCase() === NATIVE
          ? fillMessage(t['permission.native'], { symbol: chain.symbol })
          : fillMessage(t['permission.token'], { symbol: info?.symbol ?? '?', address: token }),
      mono: token.toLowerCase() !== NATIVE,
    }
  }
  if (prepared.kind === 'grantPermissions') {
    const grant = prepared.grant
    if (!grant || !isHex(grant.key) || !Number.isSafeInteger(grant.expiry)) throw cannot()
    const expiry = new Date(grant.expiry * 1000).toISOString().replace('T', ' ').slice(0, 16)
    return {
      title: t['title.grantPermissions'],
      section: {
        id: 'permission',
        heading: t['section.permission'],
        rows: [
          { id: 'permission.key', label: t['row.sessionKey'], value: grant.key, mono: true },
          tokenRow(grant.token, grant.tokenInfo),
          {
            id: 'permission.limit',
            label: t['row.permissionLimit'],
            value: amount(grant.limit, grant.token, grant.tokenInfo),
          },
          {
            id: 'permission.expiry',
            label: t['row.permissionExpiry'],
            value: fillMessage(t['permission.expiry'], { date: expiry }),
          },
          {
            id: 'permission.gas',
            label: t['row.permissionGas'],
            value: amount(grant.gasAllowance, NATIVE, undefined),
          },
          { id: 'permission.note', label: t['row.permissionNote'], value: t['permission.note'] },
        ],
      },
    }
  }
  if (prepared.kind !== 'revokePermissions' || !prepared.revoke || !isHex(prepared.revoke.key))
    throw cannot()
  const revoke = prepared.revoke
  return {
    title: t['title.revokePermissions'],
    section: {
      id: 'permission',
      heading: t['section.permission'],
      rows: [
        { id: 'permission.key', label: t['row.sessionKey'], value: revoke.key, mono: true },
        tokenRow(revoke.token, revoke.tokenInfo),
        {
          id: 'permission.spent',
          label: t['row.permissionSpent'],
          value: fillMessage(t['permission.spent'], {
            spent: amount(revoke.spent, revoke.token, revoke.tokenInfo),
            limit: amount(revoke.limit, revoke.token, revoke.tokenInfo),
          }),
        },
      ],
    },
  }
}
