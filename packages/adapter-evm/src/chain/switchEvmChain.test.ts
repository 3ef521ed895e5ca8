import {
  base,
  ChainNotSupportedError,
  UserRejectedRequestError,
  WalletRpcError,
} from '@airlock/core'
import { expect, test } from 'vitest'
import type { Eip1193Requester } from '../wallet/types'
import { switchEvmChain } from './switchEvmChain'

// Wallets disagree on how they say "I do not know this chain" (SPEC-READINGS "Wallet codes"). The
// mock wallet of @airlock/testing speaks MetaMask's 4902; this small scripted wallet speaks the
// others: each switch answers with the next scripted error (or succeeds once the script is empty).
function scriptedWallet(script: {
  switchErrors: unknown[]
  addError?: unknown
  switchOnAdd?: boolean
}): Eip1193Requester & { calls: string[]; chainId: number } {
  const wallet = {
    calls: [] as string[],
    chainId: 1,
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      wallet.calls.push(method)
      const chainId = Number((params as [{ chainId: string }] | undefined)?.[0].chainId)
      if (method === 'eth_chainId') return `0x${wallet.chainId.toString(16)}`
      if (method === 'wallet_switchEthereumChain') {
        const error = script.switchErrors.shift()
        if (error) throw error
        wallet.chainId = chainId
        return null
      }
      if (method === 'wallet_addEthereumChain') {
        if (script.addError) throw script.addError
        if (script.switchOnAdd ?? true) wallet.chainId = chainId
        return null
      }
      throw { code: 4200, message: 'Unsupported method' }
    },
  }
  return wallet
}

const ADD_PATH = ['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'eth_chainId']

test.each([
  ['4902', { code: 4902, message: 'Unrecognized chain ID' }],
  ['5000', { code: 5000, message: 'Unknown chain' }],
  ['-32603', { code: -32603, message: 'Internal JSON-RPC error.' }],
  ['32603', { code: 32603, message: 'Unrecognized chain' }],
  ['a nested 4902', { code: -32603, data: { originalError: { code: 4902 } } }],
])('a switch answered with %s adds the chain and ends on it', async (_code, error) => {
  const wallet = scriptedWallet({ switchErrors: [error] })
  await switchEvmChain(wallet, base)
  expect(wallet.calls).toEqual(ADD_PATH)
  expect(wallet.chainId).toBe(8453)
})

test('a wallet that only adds the chain is asked to switch again', async () => {
  const wallet = scriptedWallet({ switchErrors: [{ code: 4902 }], switchOnAdd: false })
  await switchEvmChain(wallet, base)
  expect(wallet.calls).toEqual([...ADD_PATH, 'wallet_switchEthereumChain'])
  expect(wallet.chainId).toBe(8453)
})

test('a failed add, or a failed switch after it, is Chain is not supported with the cause', async () => {
  const addError = { code: -32602, message: 'Invalid rpcUrls' }
  const failedAdd = switchEvmChain(
    scriptedWallet({ switchErrors: [{ code: 4902 }], addError }),
    base,
  )
  await expect(failedAdd).rejects.toBeInstanceOf(ChainNotSupportedError)
  await expect(failedAdd).rejects.toMatchObject({
    shortMessage: 'Chain is not supported',
    cause: addError,
  })

  const failedSwitch = scriptedWallet({
    switchErrors: [{ code: 4902 }, { code: 4001, message: 'User rejected the request.' }],
    switchOnAdd: false,
  })
  await expect(switchEvmChain(failedSwitch, base)).rejects.toThrow('Chain is not supported')
  expect(failedSwitch.chainId).toBe(1)
})

test('a refusal is a rejection even with a "not added" code (WalletConnect: 5000 User rejected.)', async () => {
  const wallet = scriptedWallet({ switchErrors: [{ code: 5000, message: 'User rejected.' }] })
  await expect(switchEvmChain(wallet, base)).rejects.toBeInstanceOf(UserRejectedRequestError)
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain'])
})

test('any other answer is the wallet error, and nothing is added', async () => {
  const wallet = scriptedWallet({ switchErrors: [{ code: -32002, message: 'Request pending' }] })
  const switching = switchEvmChain(wallet, base)
  await expect(switching).rejects.toBeInstanceOf(WalletRpcError)
  await expect(switching).rejects.toMatchObject({ code: -32002 })
  expect(wallet.calls).toEqual(['wallet_switchEthereumChain'])
})
