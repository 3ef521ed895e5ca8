import { expect, test } from 'vitest'
import { FRAME_RPC_METHODS } from './frameRpcMethods'
import { isFrameRpcMethod } from './isFrameRpcMethod'

test('every listed method is served, once; anything else is not', () => {
  expect(new Set(FRAME_RPC_METHODS).size).toBe(FRAME_RPC_METHODS.length)
  for (const method of FRAME_RPC_METHODS) expect(isFrameRpcMethod(method)).toBe(true)
  for (const method of [
    'eth_sign',
    'eth_requestAccounts',
    'wallet_requestPermissions',
    'solana_signAllTransactions',
    'solana_getAccounts',
    'eth_sendUserOperation',
    'eth_supportedEntryPoints',
    'toString',
    '__proto__',
    '',
  ])
    expect(isFrameRpcMethod(method)).toBe(false)
})

test('the signing methods come last and are exactly these nine', () => {
  // The page opens ApproveTransaction for them: a change here changes what a dapp can ask for.
  expect(FRAME_RPC_METHODS.slice(-9)).toEqual([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
  ])
})
