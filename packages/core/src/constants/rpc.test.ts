import { describe, expect, test } from 'vitest'
import { isSafeRpcMethod } from './isSafeRpcMethod'
import { isUnsafeRpcMethod } from './isUnsafeRpcMethod'
import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS, WALLET_ERROR_CODES } from './rpc'

const unsafe = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
]

const safe = [
  'eth_getBalance',
  'eth_call',
  'eth_chainId',
  'eth_blockNumber',
  'eth_sendRawTransaction',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
  'eth_getUserOperationByHash',
  'eth_getUserOperationReceipt',
  'eth_estimateUserOperationGas',
]

describe('RPC method groups (SPEC.md §6)', () => {
  test('unsafe list is exactly the spec', () => {
    expect([...UNSAFE_RPC_METHODS].sort()).toEqual([...unsafe].sort())
  })

  test.each(unsafe)('%s is unsafe, not safe', (method) => {
    expect(isUnsafeRpcMethod(method)).toBe(true)
    expect(isSafeRpcMethod(method)).toBe(false)
  })

  test.each(safe)('%s is safe, not unsafe', (method) => {
    expect(isSafeRpcMethod(method)).toBe(true)
    expect(isUnsafeRpcMethod(method)).toBe(false)
  })

  test.each(['eth_sign', 'wallet_switchEthereumChain', '', 'PERSONAL_SIGN'])(
    '%j is in neither group',
    (method) => {
      expect(isSafeRpcMethod(method)).toBe(false)
      expect(isUnsafeRpcMethod(method)).toBe(false)
    },
  )

  test('groups do not overlap', () => {
    const unsafeSet = new Set<string>(UNSAFE_RPC_METHODS)
    expect(SAFE_RPC_METHODS.filter((method) => unsafeSet.has(method))).toEqual([])
  })
})

describe('wallet error codes (SPEC.md §8)', () => {
  test('values', () => {
    expect(WALLET_ERROR_CODES).toEqual({
      UNRECOGNIZED_CHAIN: 4902,
      DEFAULT: 5000,
      INVALID_CHAIN_ID: 32603,
      USER_REJECTED: 4001,
    })
  })
})
