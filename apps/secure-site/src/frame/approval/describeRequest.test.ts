import { encodeFunctionData, erc20Abi, maxUint256, parseUnits, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import type { PreparedRequest } from '../../rpc/preparedTypes'
import { APPROVAL_MESSAGES } from './approvalMessages'
import { describeRequest } from './describeRequest'

const t = APPROVAL_MESSAGES.en
const account = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const token = '0x3333333333333333333333333333333333333333'
const chain = { id: 31337, name: 'Anvil', symbol: 'ETH', decimals: 18 }
const base = { method: 'x', chain, account, signer: 'eoa' } as const
const rowsOf = (prepared: unknown, section = 'request') =>
  Object.fromEntries(
    (
      describeRequest(prepared as PreparedRequest, t).sections.find((s) => s.id === section)
        ?.rows ?? []
    ).map((row) => [row.id, row.value]),
  )
const cannot = 'This request cannot be shown in the wallet, so it was not signed'

describe('describeRequest: what the approval screen shows', () => {
  it('a message as its text, or as hex when it is not readable text', () => {
    expect(rowsOf({ ...base, kind: 'message', message: '0x6869' })).toEqual({
      account,
      network: 'Anvil (31337)',
      message: 'hi',
    })
    expect(rowsOf({ ...base, kind: 'message', message: '0xff00' }).message).toBe('0xff00')
    // A right-to-left override would make the text read unlike its bytes: shown as hex.
    const spoof = stringToHex('pay \u202Eevil')
    expect(rowsOf({ ...base, kind: 'message', message: spoof }).message).toBe(spoof)
    expect(
      describeRequest({ ...base, kind: 'message', message: '0xff00' } as PreparedRequest, t)
        .sections[0]?.rows[2]?.label,
    ).toBe(t['row.messageHex'])
  })

  it('typed data field by field, nested structs and arrays, by its types', () => {
    const prepared = {
      ...base,
      kind: 'typedData',
      typedData: {
        domain: { name: 'App', chainId: 31337, verifyingContract: token, extra: 'ignored' },
        types: {
          Person: [{ name: 'name', type: 'string' }],
          Mail: [
            { name: 'from', type: 'Person' },
            { name: 'cc', type: 'Person[]' },
            { name: 'amount', type: 'uint256' },
          ],
        },
        primaryType: 'Mail',
        message: { from: { name: 'Ada' }, cc: [{ name: 'Bo' }, { name: 'Cy' }], amount: '5', x: 1 },
      },
    }
    expect(rowsOf(prepared, 'domain')).toEqual({
      'domain.name': 'App',
      'domain.chainId': '31337',
      'domain.verifyingContract': token,
    })
    expect(rowsOf(prepared, 'message')).toEqual({
      'message.from.name': 'Ada',
      'message.cc[0].name': 'Bo',
      'message.cc[1].name': 'Cy',
      'message.amount': '5',
    })
    const missing = { ...prepared.typedData, message: { from: { name: 'Ada' }, amount: '5' } }
    expect(() => describeRequest({ ...prepared, typedData: missing } as never, t)).toThrow(cannot)
  })

  it('a transaction: value in the chain currency, fees in gwei, the most it can cost, nonce', () => {
    const prepared = {
      ...base,
      kind: 'transactions',
      sponsored: false,
      tokens: {},
      transactions: [
        {
          from: account,
          to,
          value: '0x2386f26fc10000',
          data: '0x',
          nonce: 7,
          gas: '0x5208',
          type: 'eip1559',
          maxFeePerGas: '0x77359400',
          maxPriorityFeePerGas: '0x3b9aca00',
        },
      ],
    }
    expect(describeRequest(prepared as never, t).title).toBe('Send transaction')
    expect(rowsOf(prepared, 'transaction')).toEqual({
      to,
      value: '0.01 ETH',
      data: 'None',
      gas: '21000',
      maxFeePerGas: '2 gwei',
      maxPriorityFeePerGas: '1 gwei',
      maxNetworkFee: '0.000042 ETH',
      nonce: '7',
    })
    const noGas = { ...prepared.transactions[0], gas: undefined }
    expect(() => describeRequest({ ...prepared, transactions: [noGas] } as never, t)).toThrow(
      cannot,
    )
    const huge = { ...prepared.transactions[0], data: `0x${'00'.repeat(80_000)}` }
    expect(() => describeRequest({ ...prepared, transactions: [huge] } as never, t)).toThrow(cannot)
  })

  it('ERC-20 calls decoded from the calldata, with the token read from the chain', () => {
    const call = (
      data: `0x${string}`,
      tokens: object = { [token]: { symbol: 'USDC', decimals: 6 } },
    ) =>
      rowsOf(
        {
          ...base,
          kind: 'transactions',
          sponsored: true,
          tokens,
          batch: {},
          transactions: [{ from: account, to: token, value: '0x0', data }],
        },
        'call-1',
      )
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits('1.5', 6)],
    })
    expect(call(transfer)).toEqual({
      to: token,
      value: '0 ETH',
      data: transfer,
      decoded: `Transfer 1.5 USDC to ${to}`,
      sponsored: t.sponsored,
    })
    expect(
      call(encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [to, maxUint256] }))
        .decoded,
    ).toBe(`Allow ${to} to spend all your USDC`)
    expect(call(transfer, {}).decoded).toBe(
      `Transfer 1500000 units of token ${token} (decimals unknown) to ${to}`,
    )
    expect(call('0xdeadbeef').decoded).toBeUndefined()
  })

  it('refuses what it does not know how to show', () => {
    expect(() => describeRequest({ ...base, kind: 'userOperation' } as never, t)).toThrow(cannot)
    expect(() => describeRequest({ kind: 'message' } as never, t)).toThrow(cannot)
  })
})
