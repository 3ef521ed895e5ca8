import { SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from '@airlock/core'
import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import { FRAME_RPC_METHODS, type FrameRpcMethod } from '@airlock/wallet-frame/protocol'
import { Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import {
  createPublicClient,
  createWalletClient,
  type Hex,
  http,
  parseEther,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { SOLANA_DEVNET, solTransfer, verifySolanaSignature } from './solanaFixtures'
import { startSolanaRpcDouble } from './solanaRpcDouble'
import { startTestSite, type TestSite } from './startTestSite'

// viem's definition of the local chain (31337); every client below is given anvil's URL.
const chain = foundry

let site: TestSite
let anvil: Anvil
let token: string
let address: Hex
let chainClient: ReturnType<typeof createPublicClient>
let solanaAddress: string
let solanaRpc: Awaited<ReturnType<typeof startSolanaRpcDouble>>
// Filled by the cases as they run, in the list's order.
const seen: {
  txHash?: Hex
  blockHash?: Hex
  blockNumber?: Hex
  logFilter?: Hex
  batch?: string
} = {}
const funder = privateKeyToAccount(anvilKey(3))
const other = privateKeyToAccount(anvilKey(4)).address
const sessionKey = privateKeyToAccount(anvilKey(6)).address

beforeAll(async () => {
  anvil = await startAnvil(31337)
  solanaRpc = await startSolanaRpcDouble()
  site = await startTestSite({
    rpcUrls: { 31337: anvil.rpcUrl },
    config: { solanaRpcUrls: { [SOLANA_DEVNET]: solanaRpc.url } },
  })
  ;({ token, address } = await signInByEmail(site, 'rpc-methods@example.com', 31337, 'eoa'))
  // The session's Solana network (GET_USER on a solana chain); the EVM chain stays 31337.
  solanaAddress = String((await site.api('user', { chainId: SOLANA_DEVNET }, token)).json.address)
  chainClient = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
  const wallet = createWalletClient({ chain, account: funder, transport: http(anvil.rpcUrl) })
  const hash = await wallet.sendTransaction({ to: address, value: parseEther('1') })
  const receipt = await chainClient.waitForTransactionReceipt({ hash })
  seen.txHash = hash
  seen.blockHash = receipt.blockHash
  seen.blockNumber = `0x${receipt.blockNumber.toString(16)}`
})
afterAll(async () => {
  await site?.close()
  await anvil?.stop()
  await solanaRpc?.close()
})

// Unsafe methods go through the prepare step and carry the approval (as the frame's screen does).
const rpc = (method: string, params?: unknown) => approvedRpc(site, token, method, params)

/** For every served method: its params and what its result must look like. */
const cases: Record<FrameRpcMethod, () => Promise<[unknown, (result: unknown) => void]>> = {
  eth_accounts: async () => [[], (r) => expect(r).toEqual([address])],
  eth_chainId: async () => [[], (r) => expect(r).toBe('0x7a69')],
  eth_blockNumber: async () => [[], (r) => expect(r).toMatch(/^0x[0-9a-f]+$/)],
  eth_call: async () => [[{ to: other, data: '0x' }, 'latest'], (r) => expect(r).toBe('0x')],
  eth_estimateGas: async () => [
    [{ from: address, to: other, value: '0x1' }],
    (r) => expect(r).toBe('0x5208'),
  ],
  eth_feeHistory: async () => [
    ['0x1', 'latest', [50]],
    (r) => expect(r).toHaveProperty('baseFeePerGas'),
  ],
  eth_gasPrice: async () => [[], (r) => expect(r).toMatch(/^0x[0-9a-f]+$/)],
  eth_getAccount: async () => [
    [address, 'latest'],
    (r) => expect(r).toMatchObject({ balance: '0xde0b6b3a7640000' }),
  ],
  eth_getBalance: async () => [[address, 'latest'], (r) => expect(r).toBe('0xde0b6b3a7640000')],
  eth_getBlockByHash: async () => [
    [seen.blockHash, false],
    (r) => expect(r).toMatchObject({ hash: seen.blockHash }),
  ],
  eth_getBlockByNumber: async () => [
    [seen.blockNumber, false],
    (r) => expect(r).toHaveProperty('hash'),
  ],
  eth_getBlockReceipts: async () => [
    [seen.blockHash],
    (r) => expect(r).toMatchObject([{ transactionHash: seen.txHash }]),
  ],
  eth_getBlockTransactionCountByHash: async () => [[seen.blockHash], (r) => expect(r).toBe('0x1')],
  eth_getBlockTransactionCountByNumber: async () => [
    [seen.blockNumber],
    (r) => expect(r).toBe('0x1'),
  ],
  eth_getCode: async () => [[address, 'latest'], (r) => expect(r).toBe('0x')],
  eth_getFilterChanges: async () => {
    // The filter comes from the frame too (eth_newBlockFilter is listed after this method).
    const filter = (await rpc('eth_newBlockFilter', [])).result
    return [[filter], (r) => expect(Array.isArray(r)).toBe(true)]
  },
  eth_getFilterLogs: async () => {
    const filter = (await rpc('eth_newFilter', [{ fromBlock: '0x0' }])).result
    return [[filter], (r) => expect(r).toEqual([])]
  },
  eth_getLogs: async () => [
    [{ fromBlock: '0x0', toBlock: 'latest' }],
    (r) => expect(Array.isArray(r)).toBe(true),
  ],
  eth_getProof: async () => [
    [address, [], 'latest'],
    (r) => expect(r).toMatchObject({ balance: '0xde0b6b3a7640000' }),
  ],
  eth_getStorageAt: async () => [[other, '0x0', 'latest'], (r) => expect(r).toMatch(/^0x0+$/)],
  eth_getTransactionByBlockHashAndIndex: async () => [
    [seen.blockHash, '0x0'],
    (r) => expect(r).toMatchObject({ hash: seen.txHash }),
  ],
  eth_getTransactionByBlockNumberAndIndex: async () => [
    [seen.blockNumber, '0x0'],
    (r) => expect(r).toMatchObject({ hash: seen.txHash }),
  ],
  eth_getTransactionByHash: async () => [
    [seen.txHash],
    (r) => expect(r).toMatchObject({ hash: seen.txHash }),
  ],
  eth_getTransactionCount: async () => [[address, 'latest'], (r) => expect(r).toBe('0x0')],
  eth_getTransactionReceipt: async () => [
    [seen.txHash],
    (r) => expect(r).toMatchObject({ status: '0x1' }),
  ],
  eth_getUncleCountByBlockHash: async () => [[seen.blockHash], (r) => expect(r).toBe('0x0')],
  eth_getUncleCountByBlockNumber: async () => [[seen.blockNumber], (r) => expect(r).toBe('0x0')],
  eth_maxPriorityFeePerGas: async () => [[], (r) => expect(r).toMatch(/^0x[0-9a-f]+$/)],
  eth_newBlockFilter: async () => [[], (r) => expect(r).toMatch(/^0x[0-9a-f]+$/)],
  eth_newFilter: async () => [
    [{ fromBlock: '0x0' }],
    (r) => {
      seen.logFilter = r as Hex
      expect(r).toMatch(/^0x[0-9a-f]+$/)
    },
  ],
  eth_newPendingTransactionFilter: async () => [[], (r) => expect(r).toMatch(/^0x[0-9a-f]+$/)],
  eth_sendRawTransaction: async () => {
    const wallet = createWalletClient({ chain, account: funder, transport: http(anvil.rpcUrl) })
    const raw = await wallet.signTransaction(
      await wallet.prepareTransactionRequest({ to: other, value: 1n, type: 'legacy' }),
    )
    return [[raw], (r) => expect(r).toMatch(/^0x[0-9a-f]{64}$/)]
  },
  eth_syncing: async () => [[], (r) => expect(r).toBe(false)],
  eth_uninstallFilter: async () => [[seen.logFilter], (r) => expect(r).toBe(true)],
  net_version: async () => [[], (r) => expect(r).toBe('31337')],
  web3_clientVersion: async () => [[], (r) => expect(r).toMatch(/anvil/)],
  wallet_getCapabilities: async () => [
    [address, ['0x7a69', '0x1']],
    (r) =>
      expect(r).toEqual({
        '0x7a69': { atomic: { status: 'unsupported' } },
        '0x1': { atomic: { status: 'unsupported' } },
      }),
  ],
  wallet_getCallsStatus: async () => {
    // A batch of its own, so this case does not depend on wallet_sendCalls (listed after it).
    const { result } = await rpc('wallet_sendCalls', [
      { version: '2.0.0', atomicRequired: false, calls: [{ to: other, value: '0x2' }] },
    ])
    const { id } = result as { id: string }
    return [
      [id],
      (r) =>
        expect(r).toMatchObject({
          id,
          version: '2.0.0',
          chainId: '0x7a69',
          status: 200,
          atomic: false,
          receipts: [{ status: '0x1' }],
        }),
    ]
  },
  wallet_getAssets: async () => [
    [{ account: address }],
    (r) =>
      expect(r).toEqual({
        '0x7a69': [{ address: 'native', balance: expect.stringMatching(/^0x/), type: 'native' }],
      }),
  ],
  personal_sign: async () => [
    ['0x68656c6c6f', address],
    async (r) =>
      expect(await verifyMessage({ address, message: 'hello', signature: r as Hex })).toBe(true),
  ],
  eth_signTypedData_v4: async () => [
    [
      address,
      JSON.stringify({
        domain: { name: 'Airlock', version: '1', chainId: 31337 },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      }),
    ],
    (r) => expect(r).toMatch(/^0x[0-9a-f]{130}$/),
  ],
  eth_sendTransaction: async () => [
    [{ from: address, to: other, value: '0x3' }],
    (r) => expect(r).toMatch(/^0x[0-9a-f]{64}$/),
  ],
  // A native-currency permission of the user's smart account (the factory is on this chain), for
  // a fresh session key; revoked by the next case. test/permissions.test.ts has the whole flow.
  wallet_grantPermissions: async () => [
    [
      {
        chainId: '0x7a69',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        signer: { type: 'account', data: { id: sessionKey } },
        permissions: [{ type: 'native-token-transfer', data: { allowance: '0x64' } }],
      },
    ],
    (r) => expect(r).toMatchObject({ context: sessionKey.toLowerCase() }),
  ],
  wallet_revokePermissions: async () => [
    [{ context: sessionKey }],
    (r) => expect(r).toMatchObject({ revoked: true }),
  ],
  wallet_sendCalls: async () => [
    [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: false,
        calls: [
          { to: other, value: '0x4' },
          { to: other, value: '0x5', data: '0x' },
        ],
      },
    ],
    (r) => {
      expect(r).toEqual({ id: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
      seen.batch = (r as { id: string }).id
    },
  ],
  solana_signMessage: async () => [
    { message: bs58.encode(new TextEncoder().encode('hello')), pubkey: solanaAddress },
    (r) =>
      expect(
        verifySolanaSignature(
          solanaAddress,
          new TextEncoder().encode('hello'),
          (r as { signature: string }).signature,
        ),
      ).toBe(true),
  ],
  solana_signTransaction: async () => [
    { transaction: solTransfer(solanaAddress).base64 },
    (r) => {
      const { signature, transaction } = r as { signature: string; transaction: string }
      const signed = Transaction.from(Buffer.from(transaction, 'base64'))
      expect(signed.verifySignatures()).toBe(true)
      expect(bs58.encode(signed.signature as Buffer)).toBe(signature)
    },
  ],
  solana_signAndSendTransaction: async () => [
    { transaction: solTransfer(solanaAddress).base64 },
    (r) => {
      expect(solanaRpc.sent).toHaveLength(1)
      expect(r).toEqual({ signature: bs58.encode(solanaRpc.sent[0]?.signature as Buffer) })
    },
  ],
}

describe('every method the frame serves (FRAME_RPC_METHODS), answered against anvil', () => {
  it('the served list is a subset of core allow-list (SPEC §6)', () => {
    const allowed = new Set<string>([...SAFE_RPC_METHODS, ...UNSAFE_RPC_METHODS])
    expect(FRAME_RPC_METHODS.filter((method) => !allowed.has(method))).toEqual([])
    expect(Object.keys(cases).sort()).toEqual([...FRAME_RPC_METHODS].sort())
  })

  it.each(FRAME_RPC_METHODS)('%s', async (method) => {
    const [params, check] = await cases[method]()
    const reply = await rpc(method, params)
    expect(reply.error).toBeUndefined()
    await check(reply.result)
  })

  it('refuses methods outside the list, core unsupported ones included', async () => {
    for (const method of [
      'eth_sign',
      'eth_requestAccounts',
      'anvil_setBalance',
      'wallet_requestPermissions',
      'solana_signAllTransactions',
      'solana_getAccounts',
      'eth_sendUserOperation',
      'eth_supportedEntryPoints',
    ])
      expect(await rpc(method, [])).toEqual({ error: 'Requested RPC call is not allowed' })
  })
})

describe('wallet_sendCalls: sequential legacy transactions', () => {
  it('ran the batch as two mined legacy transactions, in order; status 200 with both receipts', async () => {
    const status = (await rpc('wallet_getCallsStatus', [seen.batch])).result as {
      status: number
      receipts: { transactionHash: Hex }[]
    }
    expect(status.status).toBe(200)
    expect(status.receipts).toHaveLength(2)
    const txs = await Promise.all(
      status.receipts.map((r) => chainClient.getTransaction({ hash: r.transactionHash })),
    )
    expect(txs.map((tx) => [tx.type, tx.value, tx.from.toLowerCase()])).toEqual([
      ['legacy', 4n, address.toLowerCase()],
      ['legacy', 5n, address.toLowerCase()],
    ])
    expect(txs[1]?.nonce).toBe((txs[0]?.nonce ?? -2) + 1)
  })

  it('keeps the dapp id, refuses a duplicate, atomic batches and required capabilities', async () => {
    const batch = {
      version: '2.0.0',
      id: 'dapp-batch-1',
      atomicRequired: false,
      calls: [{ to: other, value: '0x6' }],
    }
    expect((await rpc('wallet_sendCalls', [batch])).result).toEqual({ id: 'dapp-batch-1' })
    expect((await rpc('wallet_sendCalls', [batch])).error).toBe(
      'A batch with this id was already sent',
    )
    expect(
      (await rpc('wallet_sendCalls', [{ ...batch, id: 'b2', atomicRequired: true }])).error,
    ).toBe('Atomic batches are not supported')
    expect(
      (
        await rpc('wallet_sendCalls', [
          { ...batch, id: 'b3', capabilities: { paymasterService: {} } },
        ])
      ).error,
    ).toBe('Unsupported capability: paymasterService')
    // An optional capability is ignored, as EIP-5792 allows.
    expect(
      (
        await rpc('wallet_sendCalls', [
          { ...batch, id: 'b4', capabilities: { paymasterService: { optional: true } } },
        ])
      ).result,
    ).toEqual({ id: 'b4' })
    expect((await rpc('wallet_getCallsStatus', ['no-such-batch'])).error).toBe('Unknown batch id')
  })

  it('refuses a batch with a call that cannot run before anything is signed', async () => {
    // Far more than the wallet holds: the second call fails its estimate at the prepare step,
    // so the visitor is never asked and nothing is sent.
    const before = await chainClient.getTransactionCount({ address })
    const reply = await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        atomicRequired: false,
        calls: [
          { to: other, value: '0x7' },
          { to: other, value: '0x3635c9adc5dea00000' },
        ],
      },
    ])
    expect(reply.error).toMatch(/^A call of this request cannot run \(call 2\)/)
    expect(await chainClient.getTransactionCount({ address })).toBe(before)
  })

  it('stops at a call the node refuses when its turn comes: the calls before it stay, status 600', async () => {
    const request = {
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          atomicRequired: false,
          calls: [
            { to: other, value: '0x7' },
            { to: other, value: '0x8' },
          ],
        },
      ],
    }
    const { prepared, seal } = (await site.api('rpc/prepare', request, token)).json as {
      prepared: { transactions: { gas: Hex; gasPrice: Hex }[] }
      seal: string
    }
    // Between the approval and the send the wallet is drained to what the first call costs,
    // so the node refuses the second one.
    const [first] = prepared.transactions
    const cost = 7n + BigInt(first?.gas ?? 0) * BigInt(first?.gasPrice ?? 0)
    const setBalance = (wei: bigint) =>
      fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'anvil_setBalance',
          params: [address, `0x${wei.toString(16)}`],
        }),
      })
    await setBalance(cost)
    const { result } = (
      await site.api('rpc', { ...request, prepared, seal, confirmed: true }, token)
    ).json
    await setBalance(parseEther('1'))
    const { id } = result as { id: string }
    const status = (await rpc('wallet_getCallsStatus', [id])).result as {
      status: number
      receipts: unknown[]
    }
    expect(status).toMatchObject({ status: 600, atomic: false })
    expect(status.receipts).toHaveLength(1)
  })

  it('refuses another account, and the assets of another account', async () => {
    expect(
      (await rpc('wallet_sendCalls', [{ version: '2.0.0', from: other, calls: [{ to: other }] }]))
        .error,
    ).toBe('The address is not this wallet')
    expect((await rpc('wallet_getAssets', [{ account: other }])).error).toBe(
      'The address is not this wallet',
    )
    expect((await rpc('wallet_getCapabilities', [other])).error).toBe(
      'The address is not this wallet',
    )
  })
})
