/**
 * Every string the frame's approval screen shows, keyed by id, per locale. English is the source;
 * a locale is added here only (one more key of this object), no view changes. `{name}` marks a
 * value filled in by the screen.
 */
export const APPROVAL_MESSAGES = {
  en: {
    'title.message': 'Sign message',
    'title.typedData': 'Sign typed data',
    'title.transaction': 'Send transaction',
    'title.calls': 'Send {count} calls',
    'title.grantPermissions': 'Grant a spending permission',
    'title.revokePermissions': 'Revoke a spending permission',
    'section.permission': 'Permission',
    'row.sessionKey': 'Spender (session key)',
    'row.permissionToken': 'Token',
    'row.permissionLimit': 'Limit (in all)',
    'row.permissionExpiry': 'Expires',
    'row.permissionGas': 'Gas allowance sent to the spender',
    'row.permissionNote': 'Note',
    'row.permissionSpent': 'Spent',
    'permission.native': '{symbol} (native currency)',
    'permission.token': '{symbol} ({address})',
    'permission.expiry': '{date} UTC',
    'permission.spent': '{spent} of {limit}',
    'permission.note':
      'The spender can move up to the limit out of this account, without asking you again, until the permission expires or is revoked.',
    requestedBy: 'Requested by {origin}',
    'row.account': 'Account',
    'row.network': 'Network',
    'row.message': 'Message',
    'row.messageHex': 'Message (hex, not text)',
    'row.primaryType': 'Type',
    'row.to': 'To',
    'row.contractCreation': 'New contract',
    'row.value': 'Value',
    'row.data': 'Data',
    'row.noData': 'None',
    'row.decoded': 'Decoded',
    'row.gas': 'Gas limit',
    'gas.unestimated': '{gas} (not estimated: this call needs the calls before it)',
    'row.gasPrice': 'Gas price',
    'row.maxFeePerGas': 'Max fee per gas',
    'row.maxPriorityFeePerGas': 'Max priority fee per gas',
    'row.maxNetworkFee': 'Max network fee',
    'row.nonce': 'Nonce',
    'row.sponsored': 'Network fee',
    sponsored: 'Paid by the wallet (smart account)',
    'section.domain': 'Domain',
    'section.message': 'Message',
    'section.call': 'Call {index} of {count}',
    'section.transaction': 'Transaction',
    'account.eoa': '{address}',
    'account.smartAccount': '{address} (smart account)',
    'network.name': '{name} ({id})',
    'erc20.transfer': 'Transfer {amount} to {to}',
    'erc20.approve': 'Allow {spender} to spend {amount}',
    'erc20.approveAll': 'Allow {spender} to spend all your {symbol}',
    'erc20.transferFrom': 'Move {amount} from {from} to {to}',
    'erc20.unknownToken': '{amount} units of token {token} (decimals unknown)',
    'title.solanaTransaction': 'Sign transaction',
    'row.feePayer': 'Fee payer',
    'row.afterSigning': 'After signing',
    'solana.sent': 'Sent to the network by the wallet',
    'solana.returned': 'Returned to the app, which may send it',
    'row.program': 'Program',
    'row.accounts': 'Accounts',
    'section.instruction': 'Instruction {index} of {count}',
    'solana.transfer': 'Send {amount} {symbol} from {from} to {to}',
    'solana.splTransfer': 'Transfer {amount} of token {mint} from {source} to {destination}',
    'solana.splTransferRaw':
      'Transfer {amount} base units from token account {source} to {destination}',
    'solana.createTokenAccount':
      'Create token account {account} of {owner} for token {mint}, paid by {payer}',
    approve: 'Approve',
    reject: 'Reject',
    'status.approved': 'Approved. Signing…',
    'status.rejected': 'Rejected.',
    'status.cancelled': 'The app cancelled this request.',
    'status.done': 'Done.',
    'status.notVisible':
      'Approve is paused: this window is covered or not fully shown. Click again once it is.',
    'status.tooSoon': 'Approve is paused for a moment after the window appears. Click again.',
    'status.tooSmall': 'Approve is paused: this window is too small to show the request.',
    'status.waiting': 'Another request is waiting after this one.',
  },
} as const

/** An id of the approval screen's catalogue. */
export type ApprovalMessageId = keyof (typeof APPROVAL_MESSAGES)['en']

/** One locale's strings. */
export type ApprovalCatalogue = Record<ApprovalMessageId, string>

/**
 * The catalogue for a BCP 47 locale: the exact tag, else its language, else English.
 *
 * @example
 * pickApprovalMessages('en-GB')['approve'] // 'Approve'
 */
export function pickApprovalMessages(locale: string | undefined): {
  locale: string
  messages: ApprovalCatalogue
} {
  const catalogues: Record<string, ApprovalCatalogue> = APPROVAL_MESSAGES
  const tag = (locale ?? '').trim()
  for (const candidate of [tag, tag.split('-')[0] ?? ''])
    if (candidate && Object.hasOwn(catalogues, candidate))
      return { locale: candidate, messages: catalogues[candidate] as ApprovalCatalogue }
  return { locale: 'en', messages: APPROVAL_MESSAGES.en }
}
