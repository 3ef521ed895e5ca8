// @vitest-environment happy-dom
import { connect, sendTransaction } from '@airlock/core'
import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  formatEther,
  type Hex,
  http,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest'
import { setupEvm } from '../test/setupEvm'
import { type SettledTransaction, watchPendingTransactions } from './watchPendingTransactions'

// A chain of its own with mining off, so a transaction stays pending until the test mines it.
// Key 7.

let anvil: Anvil
const cleanups: (() => void)[] = []

beforeAll(async () => {
  anvil = await startAnvil(31337)
})

afterAll(async () => {
  await anvil?.stop()
})

afterEach(() => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

test('a pending transaction is reported once it is mined, and then no longer watched', async () => {
  const chain = createPublicClient({ transport: http(anvil.rpcUrl) })
  const miner = createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) })
  await miner.setAutomine(false)
  const sender = createWalletClient({
    account: privateKeyToAccount(anvilKey(7)),
    transport: http(anvil.rpcUrl),
  })
  const hash = await sender.sendTransaction({
    chain: null,
    to: privateKeyToAddress(generatePrivateKey()),
    value: 1n,
  })

  const settled: SettledTransaction[][] = []
  const watcher = watchPendingTransactions({
    intervalMs: 50,
    getReceipt: async ({ hash }) => {
      const receipt = await chain.getTransactionReceipt({ hash: hash as Hex })
      return { status: receipt.status }
    },
    onSettled: (transactions) => settled.push([...transactions]),
  })
  cleanups.push(watcher.stop)
  watcher.add({ hash, chainId: 31337 })
  await new Promise((resolve) => setTimeout(resolve, 200))
  expect(settled).toEqual([])
  expect(watcher.pending()).toEqual([{ hash, chainId: 31337 }])

  await miner.mine({ blocks: 1 })
  await vi.waitFor(() => expect(settled).toEqual([[{ hash, chainId: 31337, status: 'success' }]]))
  expect(watcher.pending()).toEqual([])
})

test('polling is every 30000 ms by default, and at most 99 transactions are watched', async () => {
  vi.useFakeTimers()
  const polled: string[] = []
  const watcher = watchPendingTransactions({
    getReceipt: async ({ hash }) => {
      polled.push(hash)
      return undefined
    },
    onSettled: () => {},
  })
  cleanups.push(watcher.stop)
  for (let index = 0; index < 100; index += 1) watcher.add({ hash: `0x${index}`, chainId: 1 })
  expect(watcher.pending()).toHaveLength(99)
  expect(watcher.pending()[0]?.hash).toBe('0x1')

  await vi.advanceTimersByTimeAsync(29_999)
  expect(polled).toEqual([])
  await vi.advanceTimersByTimeAsync(1)
  expect(polled).toHaveLength(99)
  await vi.advanceTimersByTimeAsync(30_000)
  expect(polled).toHaveLength(198)
})

test("with the adapter's option, a sent transaction is reported and the dapp refreshes its balance", async () => {
  localStorage.clear()
  const settled: SettledTransaction[] = []
  const setup = await setupEvm({
    wallet: { privateKeys: [anvilKey(7)] },
    adapter: {
      pendingTransactions: { intervalMs: 100, onSettled: (done) => settled.push(...done) },
    },
  })
  cleanups.push(setup.stop)
  const connector = setup.core.state.connectors.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(setup.core, { connector })

  const hash = await sendTransaction(setup.core, {
    to: privateKeyToAddress(generatePrivateKey()),
    value: 5n,
  })
  await vi.waitFor(() => expect(settled).toEqual([{ hash, chainId: 1, status: 'success' }]))
  const [rpcUrl] = setup.networks[0].rpcUrls.default.http
  const address = setup.wallet.accounts()[0]
  if (!rpcUrl || !address) throw new Error('no chain')
  const balance = await createPublicClient({ transport: http(rpcUrl) }).getBalance({ address })
  expect((await setup.adapter.getBalance({ address, network: setup.networks[0] })).balance).toBe(
    formatEther(balance),
  )
})

test('with the option, a transaction the connected account sends around the adapter is reported too', async () => {
  localStorage.clear()
  const reports: SettledTransaction[][] = []
  const setup = await setupEvm({
    wallet: { privateKeys: [anvilKey(7)] },
    adapter: {
      pendingTransactions: { intervalMs: 100, onSettled: (done) => reports.push([...done]) },
    },
  })
  cleanups.push(setup.stop)
  const connector = setup.core.state.connectors.connectors[0]
  if (!connector) throw new Error('no connector')
  await connect(setup.core, { connector })
  const [rpcUrl] = setup.networks[0].rpcUrls.default.http
  if (!rpcUrl) throw new Error('no chain')
  // Polls come and go with nothing to report while the account sends nothing.
  await new Promise((resolve) => setTimeout(resolve, 400))
  expect(reports).toEqual([])

  // The same account, signing straight to the node: the adapter never saw this hash.
  const outside = createWalletClient({
    account: privateKeyToAccount(anvilKey(7)),
    transport: http(rpcUrl),
  })
  const hash = await outside.sendTransaction({
    chain: null,
    to: privateKeyToAddress(generatePrivateKey()),
    value: 3n,
  })
  await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })
  await vi.waitFor(() => expect(reports).toEqual([[]]))
})

test('following an account without getAccountNonce does nothing; stop ends the polling', async () => {
  vi.useFakeTimers()
  let reads = 0
  const idle = watchPendingTransactions({ getReceipt: async () => undefined, onSettled: () => {} })
  idle.followAccount()
  const watcher = watchPendingTransactions({
    getReceipt: async () => undefined,
    onSettled: () => {},
    getAccountNonce: async () => {
      reads += 1
      return { account: '1:0xabc', nonce: 1 }
    },
  })
  cleanups.push(watcher.stop, idle.stop)
  watcher.followAccount()
  await vi.advanceTimersByTimeAsync(0)
  expect(reads).toBe(1)
  await vi.advanceTimersByTimeAsync(30_000)
  expect(reads).toBe(2)
  watcher.stop()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(reads).toBe(2)
})
