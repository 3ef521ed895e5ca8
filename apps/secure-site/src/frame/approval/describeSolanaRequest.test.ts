import bs58 from 'bs58'
import { describe, expect, it } from 'vitest'
import type { PreparedRequest } from '../../rpc/preparedTypes'
import { APPROVAL_MESSAGES } from './approvalMessages'
import { describeRequest } from './describeRequest'

const t = APPROVAL_MESSAGES.en
const account = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const to = 'Fh3uqjRbBzZ4VxWBm8x3x6eAuL9mRbH7f4fjv3DqYbBn'
const mint = 'So11111111111111111111111111111111111111112'
const chain = {
  id: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  symbol: 'SOL',
  decimals: 9,
}
const base = { method: 'solana_signMessage', chain, account, signer: 'eoa' } as const
const describe_ = (prepared: unknown) => describeRequest(prepared as PreparedRequest, t)
const rows = (prepared: unknown, section = 'request') =>
  Object.fromEntries(
    (describe_(prepared).sections.find((s) => s.id === section)?.rows ?? []).map((row) => [
      row.id,
      row.value,
    ]),
  )
const cannot = 'This request cannot be shown in the wallet, so it was not signed'

describe('describeRequest: Solana requests on the approval screen', () => {
  it('a message as its text, or hex when it is not readable text', () => {
    const message = bs58.encode(new TextEncoder().encode('Sign in to the demo'))
    expect(rows({ ...base, kind: 'solanaMessage', message })).toEqual({
      account,
      network: `Solana Devnet (${chain.id})`,
      message: 'Sign in to the demo',
    })
    expect(describe_({ ...base, kind: 'solanaMessage', message }).title).toBe('Sign message')
    const binary = bs58.encode(Uint8Array.from([0xff, 0, 1]))
    expect(rows({ ...base, kind: 'solanaMessage', message: binary }).message).toBe('0xff0001')
  })

  it('a transaction: fee payer, sent or returned, each instruction in words where known', () => {
    const prepared = {
      ...base,
      method: 'solana_signAndSendTransaction',
      kind: 'solanaTransaction',
      transaction: 'AQ==',
      send: true,
      feePayer: account,
      instructions: [
        { type: 'solTransfer', from: account, to, lamports: '1500000000' },
        { type: 'createTokenAccount', payer: account, account: to, owner: to, mint },
        {
          type: 'splTransfer',
          source: account,
          destination: to,
          owner: account,
          amount: '2500000',
          mint,
          decimals: 6,
        },
        { type: 'unknown', programId: mint, accounts: [account], data: '0102' },
      ],
    }
    const view = describe_(prepared)
    expect(view.title).toBe('Send transaction')
    expect(rows(prepared)).toMatchObject({ feePayer: account, afterSigning: t['solana.sent'] })
    expect(rows(prepared, 'instruction-1').decoded).toBe(`Send 1.5 SOL from ${account} to ${to}`)
    expect(rows(prepared, 'instruction-2').decoded).toContain(`for token ${mint}`)
    expect(rows(prepared, 'instruction-3').decoded).toBe(
      `Transfer 2.5 of token ${mint} from ${account} to ${to}`,
    )
    expect(rows(prepared, 'instruction-4')).toEqual({
      program: mint,
      accounts: account,
      data: '0x0102',
    })
    const signOnly = { ...prepared, send: false, method: 'solana_signTransaction' }
    expect(describe_(signOnly).title).toBe('Sign transaction')
    expect(rows(signOnly).afterSigning).toBe(t['solana.returned'])
  })

  it('refuses what it cannot show whole', () => {
    expect(() =>
      describe_({ ...base, account: '0xnot-base58', kind: 'solanaMessage', message: 'x' }),
    ).toThrow(cannot)
    expect(() => describe_({ ...base, kind: 'solanaMessage', message: '0OIl' })).toThrow(cannot)
    expect(() =>
      describe_({
        ...base,
        kind: 'solanaTransaction',
        feePayer: account,
        send: true,
        instructions: [{ type: 'solTransfer', from: account, to, lamports: '-1' }],
      }),
    ).toThrow(cannot)
    expect(() =>
      describe_({
        ...base,
        kind: 'solanaTransaction',
        feePayer: account,
        send: true,
        instructions: [{ type: 'mystery' }],
      }),
    ).toThrow(cannot)
  })
})
