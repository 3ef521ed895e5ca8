// @vitest-environment happy-dom
import {
  type Connector,
  connect,
  estimateGas,
  sendTransaction,
  signMessage,
  switchNetwork,
  UserRejectedRequestError,
  ValidationError,
} from '@airlock/core'
import { anvilKey } from '@airlock/testing/anvil'
import { getBalance, getConnection, signMessage as wagmiSignMessage } from '@wagmi/core'
import { type Address, createPublicClient, formatEther, type Hex, http, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterEach, beforeEach, expect, inject, test, vi } from 'vitest'
import { ChainMismatchError } from '../errors/ChainMismatchError'
import { type EvmSetup, setupEvm } from '../test/setupEvm'

// Signing and sending through core's actions, checked on the real chains. Key 4 sends.

let setup: EvmSetup

beforeEach(async () => {
  localStorage.clear()
  setup = await setupEvm({ wallet: { privateKeys: [anvilKey(4)] } })
  const connector = setup.core.state.connectors.connectors.find(
    (item: Connector) => item.type === 'ANNOUNCED',
  )
  if (!connector) throw new Error('no announced wallet')
  await connect(setup.core, { connector })
})

afterEach(() => {
  setup.stop()
})

const sender = (): Address => {
  const [address] = setup.wallet.accounts()
  if (!address) throw new Error('no account')
  return address
}

const chainClient = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

test('a signed message verifies for the connected address', async () => {
  const message = 'Sign in to Airlock'
  const signature = await signMessage(setup.core, { message })
  expect(await verifyMessage({ address: sender(), message, signature: signature as Hex })).toBe(
    true,
  )
})

test('a declined signature is Signature declined', async () => {
  setup.wallet.setBehavior({ rejectRequests: ['personal_sign'] })
  const signing = signMessage(setup.core, { message: 'no' })
  await expect(signing).rejects.toBeInstanceOf(UserRejectedRequestError)
  await expect(signing).rejects.toThrow('Signature declined')
})

test('a sent transaction is legacy type with a gas price, and moves the balances', async () => {
  const chain = chainClient(inject('rpc1'))
  const to = privateKeyToAddress(generatePrivateKey())
  const before = await chain.getBalance({ address: sender() })

  expect(await estimateGas(setup.core, { to, value: 1234n })).toBe(21000n)
  const requests = vi.spyOn(setup.wallet.provider, 'request')
  const hash = await sendTransaction(setup.core, { to, value: 1234n })
  // What the wallet is asked for: a real wallet would pick EIP-1559 fees unless told otherwise.
  const asked = requests.mock.calls.find(([request]) => request.method === 'eth_sendTransaction')
  expect(asked?.[0].params).toEqual([
    expect.objectContaining({ type: '0x0', gasPrice: expect.stringMatching(/^0x[0-9a-f]+$/) }),
  ])
  const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  const transaction = await chain.getTransaction({ hash: hash as Hex })
  expect(transaction.type).toBe('legacy')
  expect(transaction.gasPrice).toBeGreaterThan(0n)

  expect(await chain.getBalance({ address: to })).toBe(1234n)
  const after = await chain.getBalance({ address: sender() })
  expect(after).toBe(before - 1234n - receipt.gasUsed * receipt.effectiveGasPrice)
  // The adapter's RPC balance (core's fallback off the Blockchain API) sees the chain.
  expect(await setup.adapter.getBalance({ address: sender(), network: setup.networks[0] })).toEqual(
    {
      balance: formatEther(after),
      symbol: 'ETH',
    },
  )
})

test('after a switch, transactions and balances are on the new chain', async () => {
  await switchNetwork(setup.core, setup.networks[1])
  const base = chainClient(inject('rpc8453'))
  const to = privateKeyToAddress(generatePrivateKey())
  const hash = await sendTransaction(setup.core, { to, value: 99n })
  const receipt = await base.waitForTransactionReceipt({ hash: hash as Hex })
  expect(receipt.status).toBe('success')
  expect(await base.getBalance({ address: to })).toBe(99n)
  expect(await chainClient(inject('rpc1')).getBalance({ address: to })).toBe(0n)
  const balance = await base.getBalance({ address: sender() })
  expect(
    (await setup.adapter.getBalance({ address: sender(), network: setup.networks[1] })).balance,
  ).toBe(formatEther(balance))
})

test('a declined transaction is a rejection and sends nothing', async () => {
  setup.wallet.setBehavior({ rejectRequests: ['eth_sendTransaction'] })
  const chain = chainClient(inject('rpc1'))
  const nonce = await chain.getTransactionCount({ address: sender() })
  const to = privateKeyToAddress(generatePrivateKey())
  await expect(sendTransaction(setup.core, { to, value: 1n })).rejects.toBeInstanceOf(
    UserRejectedRequestError,
  )
  expect(await chain.getTransactionCount({ address: sender() })).toBe(nonce)
})

test('a malformed transaction is Invalid input and the wallet is not asked', async () => {
  const requests = vi.spyOn(setup.wallet.provider, 'request')
  const sending = sendTransaction(setup.core, { to: '0x1234', value: 1n, data: 'not hex' })
  await expect(sending).rejects.toBeInstanceOf(ValidationError)
  await expect(sending).rejects.toMatchObject({
    shortMessage: 'Invalid input',
    issues: [
      { message: 'Invalid input', path: ['to'] },
      { message: 'Invalid input', path: ['data'] },
    ],
  })
  expect(requests).not.toHaveBeenCalled()
})

test('a wallet on another chain than the transaction is refused before anything is sent', async () => {
  const chain = chainClient(inject('rpc8453'))
  const nonce = await chain.getTransactionCount({ address: sender() })
  // The wallet moved, but the caller still asks for mainnet (an event not yet heard).
  setup.wallet.switchChain(8453)
  const sending = setup.adapter.sendTransaction({
    address: sender(),
    to: privateKeyToAddress(generatePrivateKey()),
    value: 1n,
    network: setup.networks[0],
  })
  await expect(sending).rejects.toBeInstanceOf(ChainMismatchError)
  await expect(sending).rejects.toThrow('The wallet is on another network')
  expect(await chain.getTransactionCount({ address: sender() })).toBe(nonce)
})

test("the dapp keeps using wagmi's own actions with the adapter's config", async () => {
  const config = setup.adapter.wagmiConfig
  expect(getConnection(config)).toMatchObject({
    status: 'connected',
    address: sender(),
    chainId: 1,
  })
  const { value } = await getBalance(config, { address: sender(), chainId: 1 })
  expect(value).toBe(await chainClient(inject('rpc1')).getBalance({ address: sender() }))
  const signature = await wagmiSignMessage(config, { message: 'from wagmi' })
  expect(await verifyMessage({ address: sender(), message: 'from wagmi', signature })).toBe(true)
})
