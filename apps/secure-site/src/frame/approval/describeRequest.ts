import { formatGwei, formatUnits, type Hex, hexToBigInt, isHex } from 'viem'
import { secureSiteMessages } from '../../errors/messages'
import { SecureSiteError } from '../../errors/SecureSiteError'
import type {
  PreparedChain,
  PreparedRequest,
  PreparedTransaction,
  PreparedTypedData,
} from '../../rpc/preparedTypes'
import type { ApprovalCatalogue } from './approvalMessages'
import { decodeErc20Call } from './decodeErc20Call'
import { describePermissions } from './describePermissions'
import { describeSolanaRequest } from './describeSolanaRequest'
import { fillMessage } from './fillMessage'
import { readMessageText } from './readMessageText'

/** One line of the approval screen: a stable id (tests read it), its label and its value. */
export type ApprovalRow = { id: string; label: string; value: string; mono?: boolean }

/** A group of rows, e.g. one call of a batch or the typed data's domain. */
export type ApprovalSection = { id: string; heading?: string; rows: ApprovalRow[] }

/** Everything the approval screen draws for one request. */
export type ApprovalView = { title: string; sections: ApprovalSection[] }

/** Beyond these the request is refused rather than shown in part. */
const LIMITS = { rows: 400, valueChars: 140_000, depth: 8 }

/**
 * The approval screen's content for a prepared request: what is asked, from which account on
 * which chain, and every field that will be signed (the message text or hex; the typed data's
 * domain and message field by field; per transaction to, value in the chain's currency,
 * calldata and its ERC-20 meaning, gas, fees, nonce and the most it can cost). A request it cannot
 * show whole (an unknown kind, too large, malformed) throws `cannotDisplay`: it is never signed.
 *
 * @example
 * const view = describeRequest(prepared, pickApprovalMessages('en').messages)
 */
export function describeRequest(prepared: PreparedRequest, t: ApprovalCatalogue): ApprovalView {
  const cannot = () => new SecureSiteError(secureSiteMessages.cannotDisplay, 400)
  if (prepared?.kind === 'solanaMessage' || prepared?.kind === 'solanaTransaction')
    return checkLimits(describeSolanaRequest(prepared, t, cannot), cannot)
  if (!prepared || typeof prepared !== 'object' || !isHex(prepared.account) || !prepared.chain)
    throw cannot()
  const header: ApprovalSection = {
    id: 'request',
    rows: [
      {
        id: 'account',
        label: t['row.account'],
        value: fillMessage(
          t[`account.${prepared.signer === 'smartAccount' ? 'smartAccount' : 'eoa'}`],
          {
            address: prepared.account,
          },
        ),
        mono: true,
      },
      {
        id: 'network',
        label: t['row.network'],
        value: fillMessage(t['network.name'], { name: prepared.chain.name, id: prepared.chain.id }),
      },
    ],
  }
  let view: ApprovalView
  switch (prepared.kind) {
    case 'message': {
      if (!isHex(prepared.message)) throw cannot()
      const text = readMessageText(prepared.message)
      header.rows.push(
        text === undefined
          ? { id: 'message', label: t['row.messageHex'], value: prepared.message, mono: true }
          : { id: 'message', label: t['row.message'], value: text },
      )
      view = { title: t['title.message'], sections: [header] }
      break
    }
    case 'typedData': {
      const { domain, message } = typedDataRows(prepared.typedData, cannot)
      header.rows.push({
        id: 'primaryType',
        label: t['row.primaryType'],
        value: prepared.typedData.primaryType,
      })
      view = {
        title: t['title.typedData'],
        sections: [
          header,
          { id: 'domain', heading: t['section.domain'], rows: domain },
          { id: 'message', heading: t['section.message'], rows: message },
        ],
      }
      break
    }
    case 'transactions': {
      const txs = prepared.transactions
      if (!Array.isArray(txs) || txs.length === 0) throw cannot()
      const batch = prepared.batch !== undefined
      const sections = txs.map((tx, index) => ({
        id: batch ? `call-${index + 1}` : 'transaction',
        heading: batch
          ? fillMessage(t['section.call'], { index: index + 1, count: txs.length })
          : t['section.transaction'],
        rows: transactionRows(tx, prepared, t, cannot),
      }))
      view = {
        title: batch
          ? fillMessage(t['title.calls'], { count: txs.length })
          : t['title.transaction'],
        sections: [header, ...sections],
      }
      break
    }
    case 'grantPermissions':
    case 'revokePermissions': {
      const { title, section } = describePermissions(prepared, t, cannot)
      view = { title, sections: [header, section] }
      break
    }
    default:
      throw cannot()
  }
  return checkLimits(view, cannot)
}

function checkLimits(view: ApprovalView, cannot: () => Error): ApprovalView {
  const rows = view.sections.flatMap((section) => section.rows)
  if (rows.length > LIMITS.rows || rows.some((row) => row.value.length > LIMITS.valueChars))
    throw cannot()
  return view
}

function transactionRows(
  tx: PreparedTransaction,
  prepared: Extract<PreparedRequest, { kind: 'transactions' }>,
  t: ApprovalCatalogue,
  cannot: () => Error,
): ApprovalRow[] {
  if (!isHex(tx.value) || !isHex(tx.data) || (tx.to !== undefined && !isHex(tx.to))) throw cannot()
  const chain: PreparedChain = prepared.chain
  const native = (wei: bigint) => `${formatUnits(wei, chain.decimals)} ${chain.symbol}`
  const gwei = (value: Hex | undefined) => {
    if (!value || !isHex(value)) throw cannot()
    return `${formatGwei(hexToBigInt(value))} gwei`
  }
  const rows: ApprovalRow[] = [
    tx.to === undefined
      ? { id: 'to', label: t['row.to'], value: t['row.contractCreation'] }
      : { id: 'to', label: t['row.to'], value: tx.to, mono: true },
    { id: 'value', label: t['row.value'], value: native(hexToBigInt(tx.value)) },
    {
      id: 'data',
      label: t['row.data'],
      value: tx.data === '0x' ? t['row.noData'] : tx.data,
      mono: tx.data !== '0x',
    },
  ]
  const token = tx.to ? prepared.tokens?.[tx.to.toLowerCase()] : undefined
  const decoded = tx.data === '0x' ? undefined : decodeErc20Call(tx.data, token, tx.to, t)
  if (decoded) rows.push({ id: 'decoded', label: t['row.decoded'], value: decoded })
  if (prepared.sponsored) {
    rows.push({ id: 'sponsored', label: t['row.sponsored'], value: t.sponsored })
    return rows
  }
  if (!tx.gas || !isHex(tx.gas) || typeof tx.nonce !== 'number') throw cannot()
  const gas = hexToBigInt(tx.gas)
  rows.push({
    id: 'gas',
    label: t['row.gas'],
    value: tx.gasUnestimated
      ? fillMessage(t['gas.unestimated'], { gas: gas.toString() })
      : gas.toString(),
  })
  let maxFee: Hex | undefined
  if (tx.type === 'legacy') {
    rows.push({ id: 'gasPrice', label: t['row.gasPrice'], value: gwei(tx.gasPrice) })
    maxFee = tx.gasPrice
  } else if (tx.type === 'eip1559') {
    rows.push(
      { id: 'maxFeePerGas', label: t['row.maxFeePerGas'], value: gwei(tx.maxFeePerGas) },
      {
        id: 'maxPriorityFeePerGas',
        label: t['row.maxPriorityFeePerGas'],
        value: gwei(tx.maxPriorityFeePerGas),
      },
    )
    maxFee = tx.maxFeePerGas
  } else throw cannot()
  rows.push(
    {
      id: 'maxNetworkFee',
      label: t['row.maxNetworkFee'],
      value: native(gas * hexToBigInt(maxFee ?? '0x0')),
    },
    { id: 'nonce', label: t['row.nonce'], value: String(tx.nonce) },
  )
  return rows
}

const DOMAIN_FIELDS = ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const

function typedDataRows(
  typed: PreparedTypedData,
  cannot: () => Error,
): { domain: ApprovalRow[]; message: ApprovalRow[] } {
  if (!typed || typeof typed.types !== 'object' || typeof typed.primaryType !== 'string')
    throw cannot()
  const types = typed.types
  const rows: ApprovalRow[] = []
  const walk = (type: string, value: unknown, path: string, depth: number) => {
    if (depth > LIMITS.depth || rows.length > LIMITS.rows) throw cannot()
    const array = /^(.*)\[(\d*)\]$/.exec(type)
    if (array) {
      if (!Array.isArray(value)) throw cannot()
      value.forEach((item, index) => {
        walk(array[1] ?? '', item, `${path}[${index}]`, depth + 1)
      })
      return
    }
    const fields = Object.hasOwn(types, type) ? types[type] : undefined
    if (fields) {
      if (!value || typeof value !== 'object') throw cannot()
      for (const field of fields)
        walk(
          field.type,
          (value as Record<string, unknown>)[field.name],
          path ? `${path}.${field.name}` : field.name,
          depth + 1,
        )
      return
    }
    if (value === undefined || value === null || typeof value === 'object') throw cannot()
    rows.push({ id: `message.${path}`, label: path, value: String(value), mono: true })
  }
  walk(typed.primaryType, typed.message, '', 0)
  const domain = DOMAIN_FIELDS.filter(
    (name) => typed.domain?.[name] !== undefined && typed.domain[name] !== null,
  ).map((name) => ({
    id: `domain.${name}`,
    label: name,
    value: String(typed.domain[name]),
    mono: name === 'verifyingContract' || name === 'salt',
  }))
  return { domain, message: rows }
}
