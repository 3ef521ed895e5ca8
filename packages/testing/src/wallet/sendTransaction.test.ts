import {
  createPublicClient,
  createWalletClient,
  custom,
  type Hex,
  http,
  parseEther,
  parseGwei,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { expect, inject, test } from 'vitest'
import { anvilKey } from '../anvil/anvilKey'
import { ProviderRpcError } from '../errors/ProviderRpcError'
import { createMockWallet } from './createMockWallet'

// eth_sendTransaction against the real 31337 anvil. Signs with keys 2 and 3; pays key 7.
const KEY = anvilKey(2)
const SECOND_KEY = anvilKey(3)
const ADDRESS = privateKeyToAccount(KEY).address
const SECOND_ADDRESS = privateKeyToAccount(SECOND_KEY).address
const RECIPIENT = privateKeyToAccount(anvilKey(7)).address

const client = () => createPublicClient({ chain: foundry, transport: http(inject('rpc31337')) })
const wallet = () =>
  createMockWallet({
    privateKeys: [KEY, SECOND_KEY],
    chains: [{ id: 31337, rpcUrl: inject('rpc31337') }],
    connected: true,
  })

async function rpcError(promise: Promise<unknown>): Promise<ProviderRpcError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ProviderRpcError)
  return error as ProviderRpcError
}

test('a plain send is signed locally as a legacy transaction, mined, and moves the balance', async () => {
  const w = wallet()
  const before = await client().getBalance({ address: RECIPIENT })
  const senderBefore = await client().getBalance({ address: ADDRESS })
  const hash = (await w.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: ADDRESS, to: RECIPIENT, value: '0xde0b6b3a7640000' }],
  })) as Hex
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  const receipt = await client().waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.type).toBe('legacy')
  expect(receipt.from).toBe(ADDRESS.toLowerCase())
  const tx = await client().getTransaction({ hash })
  expect(tx.chainId).toBe(31337)
  expect(tx.gas).toBe(21000n)
  expect(await client().getBalance({ address: RECIPIENT })).toBe(before + parseEther('1'))
  const fee = receipt.gasUsed * receipt.effectiveGasPrice
  expect(await client().getBalance({ address: ADDRESS })).toBe(senderBefore - parseEther('1') - fee)
})

test('the request decides the type, gas, price and nonce when it gives them', async () => {
  const w = wallet()
  const nonce = await client().getTransactionCount({ address: ADDRESS, blockTag: 'pending' })
  const eip1559 = (await w.provider.request({
    method: 'eth_sendTransaction',
    params: [{ to: RECIPIENT, value: '0x1', type: '0x2' }],
  })) as Hex
  const eip1559Receipt = await client().waitForTransactionReceipt({ hash: eip1559 })
  expect(eip1559Receipt.type).toBe('eip1559')
  expect(eip1559Receipt.from).toBe(ADDRESS.toLowerCase())

  const explicit = (await w.provider.request({
    method: 'eth_sendTransaction',
    params: [
      {
        from: ADDRESS,
        to: RECIPIENT,
        value: '0x1',
        gas: '0x7530',
        gasPrice: `0x${parseGwei('7').toString(16)}`,
        nonce: `0x${(nonce + 1).toString(16)}`,
        data: '0x',
      },
    ],
  })) as Hex
  const tx = await client().getTransaction({ hash: explicit })
  expect(tx.type).toBe('legacy')
  expect(tx.gas).toBe(30000n)
  expect(tx.gasPrice).toBe(parseGwei('7'))
  expect(tx.nonce).toBe(nonce + 1)

  const accessList = (await w.provider.request({
    method: 'eth_sendTransaction',
    params: [{ to: RECIPIENT, value: '0x1', type: '0x1' }],
  })) as Hex
  expect((await client().waitForTransactionReceipt({ hash: accessList })).type).toBe('eip2930')
})

test('from picks which of the wallet accounts signs', async () => {
  const w = wallet()
  const hash = (await w.provider.request({
    method: 'eth_sendTransaction',
    params: [{ from: SECOND_ADDRESS.toLowerCase(), to: RECIPIENT, value: '0x1' }],
  })) as Hex
  expect((await client().waitForTransactionReceipt({ hash })).from).toBe(
    SECOND_ADDRESS.toLowerCase(),
  )
})

test('a revert comes back with the chain error, and bad input is -32602', async () => {
  const w = wallet()
  // A contract whose constructor always reverts: PUSH0 PUSH0 REVERT.
  const revert = await rpcError(
    w.provider.request({ method: 'eth_sendTransaction', params: [{ data: '0x5f5ffd' }] }),
  )
  expect(revert.code).toBe(3)
  expect(revert.message).toMatch(/revert/i)
  for (const params of [
    [{ to: 'nope' }],
    [{ to: RECIPIENT, value: 'ten' }],
    [{ to: RECIPIENT, type: '0x3' }],
    [{ to: RECIPIENT, chainId: '0x1' }],
    ['0x00'],
  ]) {
    const error = await rpcError(w.provider.request({ method: 'eth_sendTransaction', params }))
    expect(error.code).toBe(-32602)
  }
  const stranger = await rpcError(
    w.provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: RECIPIENT, to: RECIPIENT, value: '0x1' }],
    }),
  )
  expect(stranger.code).toBe(4100)
})

test('viem drives it through custom(): connect, sign, send', async () => {
  const w = wallet()
  const walletClient = createWalletClient({ chain: foundry, transport: custom(w.provider) })
  const [account] = await walletClient.requestAddresses()
  expect(account).toBe(ADDRESS)
  if (!account) return
  const signature = await walletClient.signMessage({ account, message: 'from viem' })
  expect(await client().verifyMessage({ address: account, message: 'from viem', signature })).toBe(
    true,
  )
  const hash = await walletClient.sendTransaction({ account, to: RECIPIENT, value: 5n })
  expect((await client().waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await walletClient.getChainId()).toBe(31337)
})
