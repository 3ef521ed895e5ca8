import bs58 from 'bs58'
import { bytesToHex, formatUnits } from 'viem'
import type { PreparedSolanaInstruction, PreparedSolanaRequest } from '../../rpc/preparedTypes'
import type { ApprovalCatalogue } from './approvalMessages'
import type { ApprovalRow, ApprovalSection, ApprovalView } from './describeRequest'
import { fillMessage } from './fillMessage'
import { readMessageText } from './readMessageText'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The approval screen's content for a Solana request: the account and network, then the message
 * (its text, or hex when it is not readable text), or the transaction's fee payer, whether it is
 * sent after signing, and each instruction (SOL and SPL transfers and token-account creation in
 * words, any other by program, accounts and data). A malformed request throws (`cannot`).
 *
 * @example
 * const view = describeSolanaRequest(prepared, messages, () => new Error('cannot display'))
 */
export function describeSolanaRequest(
  prepared: PreparedSolanaRequest,
  t: ApprovalCatalogue,
  cannot: () => Error,
): ApprovalView {
  const chain = prepared.chain
  if (!chain || typeof chain.name !== 'string' || !BASE58.test(String(prepared.account)))
    throw cannot()
  const header: ApprovalSection = {
    id: 'request',
    rows: [
      {
        id: 'account',
        label: t['row.account'],
        value: fillMessage(t['account.eoa'], { address: prepared.account }),
        mono: true,
      },
      {
        id: 'network',
        label: t['row.network'],
        value: fillMessage(t['network.name'], { name: chain.name, id: chain.id }),
      },
    ],
  }
  if (prepared.kind === 'solanaMessage') {
    let hex: `0x${string}`
    try {
      hex = bytesToHex(bs58.decode(prepared.message))
    } catch {
      throw cannot()
    }
    const text = readMessageText(hex)
    header.rows.push(
      text === undefined
        ? { id: 'message', label: t['row.messageHex'], value: hex, mono: true }
        : { id: 'message', label: t['row.message'], value: text },
    )
    return { title: t['title.message'], sections: [header] }
  }
  if (prepared.kind !== 'solanaTransaction' || !Array.isArray(prepared.instructions)) throw cannot()
  header.rows.push(
    { id: 'feePayer', label: t['row.feePayer'], value: prepared.feePayer, mono: true },
    {
      id: 'afterSigning',
      label: t['row.afterSigning'],
      value: prepared.send ? t['solana.sent'] : t['solana.returned'],
    },
  )
  const count = prepared.instructions.length
  const sections = prepared.instructions.map((instruction, index) => ({
    id: `instruction-${index + 1}`,
    heading: fillMessage(t['section.instruction'], { index: index + 1, count }),
    rows: instructionRows(instruction, prepared, t, cannot),
  }))
  return {
    title: prepared.send ? t['title.transaction'] : t['title.solanaTransaction'],
    sections: [header, ...sections],
  }
}

function instructionRows(
  instruction: PreparedSolanaInstruction,
  prepared: PreparedSolanaRequest,
  t: ApprovalCatalogue,
  cannot: () => Error,
): ApprovalRow[] {
  const amount = (value: string, decimals: number) => {
    if (!/^\d{1,20}$/.test(value)) throw cannot()
    return formatUnits(BigInt(value), decimals)
  }
  switch (instruction.type) {
    case 'solTransfer':
      return [
        {
          id: 'decoded',
          label: t['row.decoded'],
          value: fillMessage(t['solana.transfer'], {
            amount: amount(instruction.lamports, prepared.chain.decimals),
            symbol: prepared.chain.symbol,
            from: instruction.from,
            to: instruction.to,
          }),
        },
      ]
    case 'splTransfer':
      return [
        {
          id: 'decoded',
          label: t['row.decoded'],
          value:
            instruction.mint !== undefined && instruction.decimals !== undefined
              ? fillMessage(t['solana.splTransfer'], {
                  amount: amount(instruction.amount, instruction.decimals),
                  mint: instruction.mint,
                  source: instruction.source,
                  destination: instruction.destination,
                })
              : fillMessage(t['solana.splTransferRaw'], {
                  amount: amount(instruction.amount, 0),
                  source: instruction.source,
                  destination: instruction.destination,
                }),
        },
      ]
    case 'createTokenAccount':
      return [
        {
          id: 'decoded',
          label: t['row.decoded'],
          value: fillMessage(t['solana.createTokenAccount'], { ...instruction }),
        },
      ]
    case 'unknown':
      return [
        { id: 'program', label: t['row.program'], value: instruction.programId, mono: true },
        {
          id: 'accounts',
          label: t['row.accounts'],
          value: instruction.accounts.join(', ') || t['row.noData'],
          mono: true,
        },
        {
          id: 'data',
          label: t['row.data'],
          value: instruction.data ? `0x${instruction.data}` : t['row.noData'],
          mono: Boolean(instruction.data),
        },
      ]
    default:
      throw cannot()
  }
}
