import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { SendTransactionFailedError } from '../errors/send'
import { mainnet } from '../networks/evm'
import { solanaDevnet } from '../networks/solana'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
import { fetchSendGasPrice } from './fetchSendGasPrice'
import { pushView } from './pushView'
import { sendToken } from './sendToken'
import { sendTokenTransaction } from './sendTokenTransaction'

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth = { quantity: { decimals: '18', numeric: '10' } }
const usdc = { address: USDC, quantity: { decimals: '6', numeric: '100' } }

async function setup() {
  const adapter = createTestAdapter()
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  await connect(core, { connector: adapter.getConnectors()[0]! })
  pushView(core, 'Account')
  pushView(core, 'WalletSend')
  return { core, adapter }
}

describe('sendTokenTransaction', () => {
  test('native: a value transfer in wei', () => {
    expect(sendTokenTransaction(eth, '1.5', BOB)).toEqual({ to: BOB, value: 1500000000000000000n })
  })

  test('ERC-20: transfer(receiver, amount) to the contract, amount in its decimals', () => {
    expect(sendTokenTransaction(usdc, '2.5', BOB)).toEqual({
      to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      value: 0n,
      data: `0xa9059cbb${BOB.slice(2).toLowerCase().padStart(64, '0')}${(2_500_000).toString(16).padStart(64, '0')}`,
    })
  })
})

// Base58 with upper and lower case letters: it must reach the adapter as typed.
const SOL_BOB = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
const sol = { quantity: { decimals: '9', numeric: '1000' } }
const splUsdc = {
  address: `${solanaDevnet.caipNetworkId}:${MINT}`,
  quantity: { decimals: '6', numeric: '10000' },
}

async function setupSolana() {
  const adapter = createTestAdapter({ namespace: 'solana' })
  const core = createAirlockCore({
    projectId: 'p',
    networks: [solanaDevnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  await connect(core, { connector: adapter.getConnectors()[0]! })
  pushView(core, 'Account')
  pushView(core, 'WalletSend')
  return { core, adapter }
}

describe('sendTokenTransaction on solana', () => {
  test('SOL: lamports to the receiver, its case kept', () => {
    expect(sendTokenTransaction(sol, '0.25', SOL_BOB, 'solana')).toEqual({
      to: SOL_BOB,
      value: 250_000_000n,
    })
  })

  test('SPL: base units to the receiver, the mint in `data`', () => {
    expect(sendTokenTransaction(splUsdc, '2.5', SOL_BOB, 'solana')).toEqual({
      to: SOL_BOB,
      value: 2_500_000n,
      data: `spl-token:${MINT}`,
    })
  })
})

describe('sendToken on solana', () => {
  test('an SPL send goes through the adapter as given; no receipt asked for', async () => {
    const { core, adapter } = await setupSolana()
    const sent = await sendToken(core, { token: splUsdc, amount: '2.5', receiver: SOL_BOB })
    expect(
      adapter.test.calls.find((call) => call.method === 'sendTransaction')?.parameters,
    ).toMatchObject({
      to: SOL_BOB,
      value: 2_500_000n,
      data: `spl-token:${MINT}`,
    })
    expect(core.state.snackbar.messageId).toBe('transactionStarted')
    expect(core.state.router.view).toBe('Account')
    await sent?.settled
    expect(adapter.test.calls.some((call) => call.method === 'getProvider')).toBe(false)
  })

  test('an adapter failure: `Failed to send transaction. Please try again.`, the form kept', async () => {
    const { core, adapter } = await setupSolana()
    adapter.test.signError = new SendTransactionFailedError()
    core.state.send.receiverAddress = SOL_BOB
    await expect(
      sendToken(core, { token: sol, amount: '1', receiver: SOL_BOB }),
    ).resolves.toBeUndefined()
    expect(core.state.snackbar.messageId).toBe('failedToSendTransaction')
    expect(core.state.router.view).toBe('WalletSend')
    expect(core.state.send.receiverAddress).toBe(SOL_BOB)
  })

  test('a refusal: `Something went wrong`, the form kept', async () => {
    const { core, adapter } = await setupSolana()
    adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    await expect(
      sendToken(core, { token: sol, amount: '1', receiver: SOL_BOB }),
    ).resolves.toBeUndefined()
    expect(core.state.snackbar.messageId).toBe('somethingWentWrong')
    expect(core.state.router.view).toBe('WalletSend')
  })

  test('no amount: `Please enter a valid amount and receiver address`, nothing sent', async () => {
    const { core, adapter } = await setupSolana()
    await expect(
      sendToken(core, { token: sol, amount: '0', receiver: SOL_BOB }),
    ).resolves.toBeUndefined()
    expect(adapter.test.calls.some((call) => call.method === 'sendTransaction')).toBe(false)
    expect(core.state.snackbar.messageId).toBe('invalidAmountOrReceiver')
  })
})

describe('fetchSendGasPrice on solana', () => {
  const solBalance = (numeric: string, price: number) => ({
    name: 'Solana',
    symbol: 'SOL',
    chainId: solanaDevnet.caipNetworkId,
    value: Number(numeric) * price,
    price,
    quantity: { decimals: '9', numeric },
    iconUrl: '',
  })

  test("the adapter's estimate in lamports, in USD at the SOL price; no gas-price call", async () => {
    const { core, adapter } = await setupSolana()
    core.state.send.tokenBalances = [solBalance('2', 100)]
    // The test adapter estimates 21000 (here: lamports).
    const fee = await fetchSendGasPrice(core, { token: splUsdc, amount: '1', receiver: SOL_BOB })
    expect(fee).toEqual({ gasPrice: 21000n, gasPriceInUSD: 0.0021, insufficient: false })
    expect(core.state.send.gasPriceInUSD).toBe(0.0021)
    expect(
      adapter.test.calls.find((call) => call.method === 'estimateGas')?.parameters,
    ).toMatchObject({
      to: SOL_BOB,
      data: `spl-token:${MINT}`,
    })
  })

  test('insufficient when SOL cannot pay the fee, or is 0', async () => {
    const { core } = await setupSolana()
    core.state.send.tokenBalances = [solBalance('0.00001', 100)]
    expect(
      (await fetchSendGasPrice(core, { token: sol, amount: '0', receiver: SOL_BOB })).insufficient,
    ).toBe(true)
    core.state.send.tokenBalances = [solBalance('0', 100)]
    expect(
      (await fetchSendGasPrice(core, { token: splUsdc, amount: '1', receiver: SOL_BOB }))
        .insufficient,
    ).toBe(true)
  })
})

describe('sendToken', () => {
  test('success: sent, `Transaction started`, back on Account, the form reset', async () => {
    const { core, adapter } = await setup()
    core.state.send.receiverAddress = BOB
    core.state.send.sendTokenAmount = 2.5
    const sent = await sendToken(core, { token: usdc, amount: '2.5', receiver: BOB })
    expect(sent?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(
      adapter.test.calls.find((call) => call.method === 'sendTransaction')?.parameters,
    ).toMatchObject({
      to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      value: 0n,
    })
    expect(core.state.snackbar.messageId).toBe('transactionStarted')
    expect(core.state.snackbar.variant).toBe('success')
    expect(core.state.router.view).toBe('Account')
    expect(core.state.router.transactionStack).toHaveLength(0)
    expect(core.state.send.receiverAddress).toBeUndefined()
    expect(core.state.send.sendTokenAmount).toBeUndefined()
    expect(core.state.send.loading).toBe(false)
    await sent?.settled
  })

  test('a refusal: `Something went wrong`, the form and the view kept, the stack entry dropped', async () => {
    const { core, adapter } = await setup()
    adapter.test.signError = { code: 4001, message: 'User rejected the request.' }
    core.state.send.receiverAddress = BOB
    await expect(
      sendToken(core, { token: eth, amount: '1', receiver: BOB }),
    ).resolves.toBeUndefined()
    expect(core.state.snackbar.messageId).toBe('somethingWentWrong')
    expect(core.state.snackbar.variant).toBe('error')
    expect(core.state.router.view).toBe('WalletSend')
    expect(core.state.router.transactionStack).toHaveLength(0)
    expect(core.state.send.receiverAddress).toBe(BOB)
    expect(core.state.send.loading).toBe(false)
  })

  test('no amount: nothing is sent', async () => {
    const { core, adapter } = await setup()
    await expect(
      sendToken(core, { token: eth, amount: '', receiver: BOB }),
    ).resolves.toBeUndefined()
    expect(adapter.test.calls.some((call) => call.method === 'sendTransaction')).toBe(false)
    expect(core.state.snackbar.messageId).toBe('somethingWentWrong')
  })
})
