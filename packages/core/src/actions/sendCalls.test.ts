import { describe, expect, test } from 'vitest'
import { createTestAdapter } from '../adapter/createTestAdapter'
import type { Eip1193Provider } from '../adapter/types'
import { createAirlockCore } from '../createAirlockCore'
import { mainnet } from '../networks/evm'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { walletSendCallsSchema } from '../validation/walletSendCallsSchema'
import { connect } from './connect'
import { getSendingAccountType } from './getSendingAccountType'
import { pushView } from './pushView'
import { sendToken } from './sendToken'
import { waitForCallsStatus } from './waitForCallsStatus'

// Smart accounts send through wallet_sendCalls (issue 18, SPEC.md §5 schema); everyone else
// through the adapter. The secure site's real answers are exercised end to end in
// apps/demo/e2e/walletSendEmbedded.spec.ts; here the wallet is a test double that records what it
// was asked and answers as EIP-5792 says.

const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3'
const eth = { quantity: { decimals: '18', numeric: '10' } }
const usdc = { address: USDC, quantity: { decimals: '6', numeric: '100' } }
const HASH = `0x${'ab'.repeat(32)}`

type Asked = { method: string; params?: unknown }

/** An EIP-5792 wallet double: capabilities for chain 1, a batch id, pending once then done. */
function smartWallet(options: { capabilities?: unknown } = {}) {
  const asked: Asked[] = []
  let polls = 0
  const provider: Eip1193Provider = {
    request: async ({ method, params }) => {
      asked.push({ method, params })
      if (method === 'wallet_getCapabilities')
        return options.capabilities ?? { '0x1': { atomic: { status: 'unsupported' } } }
      if (method === 'wallet_sendCalls') return { id: 'batch-1' }
      if (method === 'wallet_getCallsStatus') {
        polls += 1
        return polls === 1
          ? { status: 100, receipts: [] }
          : { status: 200, receipts: [{ transactionHash: HASH, status: '0x1' }] }
      }
      if (method === 'eth_chainId') return '0x1'
      throw new Error(`${method} is not expected here`)
    },
  }
  return { provider, asked }
}

async function setup(accountType: 'smartAccount' | 'eoa' | undefined, provider?: Eip1193Provider) {
  const base = createTestAdapter()
  const adapter = {
    ...base,
    ...(provider ? { getProvider: async () => provider } : {}),
    // The adapter carries an embedded wallet: its signed-in visitor decides the account type.
    embeddedWallet: { connectorId: 'auth', createFrame: async () => undefined as never },
  }
  const core = createAirlockCore({
    projectId: 'p',
    networks: [mainnet],
    adapters: [adapter],
    storage: createMemoryStorage(),
  })
  await connect(core, { connector: base.getConnectors()[0]! })
  const address = core.state.chain.accounts.eip155?.address as string
  if (accountType) {
    core.state.embedded.status = 'connected'
    core.state.embedded.user = {
      address,
      chainId: 1,
      accounts: [{ address, type: accountType }],
      smartAccountDeployed: true,
      preferredAccountType: accountType,
    }
  }
  pushView(core, 'Account')
  pushView(core, 'WalletSend')
  return { core, adapter: base, address }
}

describe('getSendingAccountType', () => {
  test("the embedded wallet's smart account is one; its eoa, and other wallets, are not", async () => {
    expect(getSendingAccountType((await setup('smartAccount')).core)).toBe('smartAccount')
    expect(getSendingAccountType((await setup('eoa')).core)).toBe('eoa')
    expect(getSendingAccountType((await setup(undefined)).core)).toBe('eoa')
  })

  test('an embedded user whose accounts do not include the connected address is not the sender', async () => {
    const { core } = await setup('smartAccount')
    const user = core.state.embedded.user
    if (!user) throw new TypeError('no user')
    core.state.embedded.user = {
      ...user,
      address: BOB,
      accounts: [{ address: BOB, type: 'smartAccount' }],
    }
    expect(getSendingAccountType(core)).toBe('eoa')
  })
})

describe('sendToken from a smart account (wallet_sendCalls)', () => {
  test('capabilities first, then one call checked by the schema, then the status until done', async () => {
    const wallet = smartWallet()
    const { core, adapter, address } = await setup('smartAccount', wallet.provider)
    const sent = await sendToken(core, { token: usdc, amount: '2.5', receiver: BOB })
    expect(sent?.callsId).toBe('batch-1')
    expect(sent?.hash).toBeUndefined()
    expect(adapter.test.calls.some((call) => call.method === 'sendTransaction')).toBe(false)
    expect(wallet.asked.map((a) => a.method).slice(0, 2)).toEqual([
      'wallet_getCapabilities',
      'wallet_sendCalls',
    ])
    expect(wallet.asked[0]?.params).toEqual([address, ['0x1']])
    const batch = (wallet.asked[1]?.params as unknown[] | undefined)?.[0]
    expect(walletSendCallsSchema.safeParse(batch).success).toBe(true)
    expect(batch).toEqual({
      version: '2.0.0',
      chainId: '0x1',
      from: address,
      atomicRequired: false,
      calls: [
        {
          to: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          value: '0x0',
          data: `0xa9059cbb${BOB.slice(2).toLowerCase().padStart(64, '0')}${(2_500_000).toString(16).padStart(64, '0')}`,
        },
      ],
    })
    expect(core.state.snackbar.messageId).toBe('transactionStarted')
    expect(core.state.router.view).toBe('Account')
    // Pending once (100), then done (200): the receipt's hash is what the send settles with.
    await expect(sent?.settled).resolves.toBe(HASH)
    expect(wallet.asked.filter((a) => a.method === 'wallet_getCallsStatus')).toHaveLength(2)
    expect(wallet.asked.find((a) => a.method === 'wallet_getCallsStatus')?.params).toEqual([
      'batch-1',
    ])
  })

  test('a wallet without capabilities for the network is not sent the batch', async () => {
    const wallet = smartWallet({ capabilities: { '0x2105': {} } })
    const { core } = await setup('smartAccount', wallet.provider)
    await expect(
      sendToken(core, { token: eth, amount: '1', receiver: BOB }),
    ).resolves.toBeUndefined()
    expect(wallet.asked.some((a) => a.method === 'wallet_sendCalls')).toBe(false)
    expect(core.state.snackbar.messageId).toBe('somethingWentWrong')
    expect(core.state.router.view).toBe('WalletSend')
  })

  test('a call the schema refuses (to without 0x) never reaches the wallet', async () => {
    const wallet = smartWallet()
    const { core } = await setup('smartAccount', wallet.provider)
    await expect(
      sendToken(core, { token: eth, amount: '1', receiver: BOB.slice(2) }),
    ).resolves.toBeUndefined()
    expect(wallet.asked).toEqual([])
    expect(core.state.snackbar.messageId).toBe('somethingWentWrong')
  })

  test('an eoa of the embedded wallet sends through the adapter as before', async () => {
    const wallet = smartWallet()
    const { core, adapter } = await setup('eoa', wallet.provider)
    const sent = await sendToken(core, { token: eth, amount: '1', receiver: BOB })
    expect(sent?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(sent?.callsId).toBeUndefined()
    expect(adapter.test.calls.some((call) => call.method === 'sendTransaction')).toBe(true)
    expect(wallet.asked.some((a) => a.method.startsWith('wallet_'))).toBe(false)
  })
})

describe('waitForCallsStatus', () => {
  test('a batch still pending at the time-out resolves as pending (100), without hashes', async () => {
    const asked: Asked[] = []
    const provider: Eip1193Provider = {
      request: async ({ method, params }) => {
        asked.push({ method, params })
        return { status: 100, receipts: [] }
      },
    }
    const { core } = await setup('smartAccount', provider)
    await expect(
      waitForCallsStatus(core, { id: 'batch-9', timeoutMs: 50, pollingIntervalMs: 10 }),
    ).resolves.toEqual({ status: 100, transactionHashes: [] })
    expect(asked.length).toBeGreaterThan(1)
    expect(asked.every((a) => a.method === 'wallet_getCallsStatus')).toBe(true)
  })

  test('a failed batch (500) ends the wait at once with its status', async () => {
    const asked: Asked[] = []
    const provider: Eip1193Provider = {
      request: async ({ method, params }) => {
        asked.push({ method, params })
        return { status: 500, receipts: [{ transactionHash: HASH, status: '0x0' }] }
      },
    }
    const { core } = await setup('smartAccount', provider)
    await expect(waitForCallsStatus(core, { id: 'batch-9' })).resolves.toEqual({
      status: 500,
      transactionHashes: [HASH],
    })
    expect(asked).toHaveLength(1)
  })
})
