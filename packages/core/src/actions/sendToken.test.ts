import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { connect } from './connect'
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
