import {
  createAssociatedTokenAccountInstruction,
  createTransferInstruction,
  getAccount,
  getAssociatedTokenAddressSync,
  getMint,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
  TransactionExpiredBlockheightExceededError,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import { SOLANA_NETWORKS, SOLANA_SEED_TOKEN } from '../src/solana/constants'
import { solanaFaucet, solanaSeedMint, solanaTestAccount } from '../src/solana/keys'
import { type SolanaRpc, startSolanaRpc } from '../src/solana/startSolanaRpc'

// The local Solana RPC against the real clients: @solana/web3.js v1 `Connection` (HTTP and its
// websocket, given explicitly) and @solana/spl-token.

let rpc: SolanaRpc
let connection: Connection
const devnet = () => rpc.network('devnet') as NonNullable<ReturnType<SolanaRpc['network']>>

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0 })
  const url = rpc.urlOf(devnet())
  connection = new Connection(url, {
    commitment: 'confirmed',
    wsEndpoint: url.replace('http://', 'ws://'),
  })
})
afterAll(async () => {
  await rpc?.stop()
})

const payer = Keypair.fromSeed(solanaTestAccount(0).seed)
const mint = new PublicKey(solanaSeedMint().address)

async function post(path: string, body: unknown) {
  const response = await fetch(`${rpc.url}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the networks', () => {
  test('each network answers its real genesis hash, whose first 32 characters are core`s CAIP reference', async () => {
    for (const info of SOLANA_NETWORKS) {
      const net = rpc.network(info.caipNetworkId)
      expect(net?.info.alias).toBe(info.alias)
      const hash = await new Connection(rpc.urlOf(net as never)).getGenesisHash()
      expect(hash).toBe(info.genesisHash)
      expect(`solana:${hash.slice(0, 32)}`).toBe(info.caipNetworkId)
    }
    expect(SOLANA_NETWORKS.map((n) => n.caipNetworkId)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
  })

  test('health, version, slot, block height and epoch come from the clock', async () => {
    expect(await post('devnet', { jsonrpc: '2.0', id: 1, method: 'getHealth' })).toMatchObject({
      body: { result: 'ok' },
    })
    const version = await connection.getVersion()
    expect(version['solana-core']).toMatch(/^\d+\.\d+\.\d+/)
    const slot = await connection.getSlot()
    devnet().advanceSlots(5)
    expect(await connection.getSlot()).toBeGreaterThanOrEqual(slot + 5)
    const epoch = await connection.getEpochInfo()
    expect(epoch.slotsInEpoch).toBe(432_000)
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(epoch.blockHeight ?? 0)
    expect(epoch.blockHeight).toBe(epoch.absoluteSlot)
  })

  test('seeded test accounts hold SOL and the seed token', async () => {
    for (const index of [0, 9]) {
      const owner = new PublicKey(solanaTestAccount(index).address)
      expect(await connection.getBalance(owner)).toBeGreaterThanOrEqual(999 * LAMPORTS_PER_SOL)
      const ata = getAssociatedTokenAddressSync(mint, owner)
      const account = await getAccount(connection, ata)
      expect(account.mint.toBase58()).toBe(mint.toBase58())
      expect(account.amount).toBe(10_000n * 10n ** 6n)
    }
    const info = await getMint(connection, mint)
    expect(info.decimals).toBe(SOLANA_SEED_TOKEN.decimals)
  })
})

describe('transactions', () => {
  test('requestAirdrop credits a new account, confirmed over the websocket', async () => {
    const fresh = Keypair.generate()
    const signature = await connection.requestAirdrop(fresh.publicKey, 2 * LAMPORTS_PER_SOL)
    const latest = await connection.getLatestBlockhash()
    const confirmed = await connection.confirmTransaction({ signature, ...latest })
    expect(confirmed.value.err).toBeNull()
    expect(await connection.getBalance(fresh.publicKey)).toBe(2 * LAMPORTS_PER_SOL)
  })

  test('the faucet never runs dry: a drained faucet is topped up before an airdrop', async () => {
    const mainnet = rpc.network('mainnet') as NonNullable<ReturnType<SolanaRpc['network']>>
    const faucet = mainnet.getAccount(solanaFaucet().address)
    expect(faucet).toBeDefined()
    mainnet.setAccount({ ...(faucet as NonNullable<typeof faucet>), lamports: 1_000_000_000n })
    const to = Keypair.generate().publicKey
    const main = new Connection(rpc.urlOf(mainnet))
    await main.requestAirdrop(to, 1000 * LAMPORTS_PER_SOL)
    expect(await main.getBalance(to)).toBe(1000 * LAMPORTS_PER_SOL)
  })

  test('a SOL transfer moves lamports and pays 5000 lamports fee; history shows it', async () => {
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(payer.publicKey)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: to,
        lamports: 0.5 * LAMPORTS_PER_SOL,
      }),
    )
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    expect(await connection.getBalance(to)).toBe(0.5 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(payer.publicKey)).toBe(
      before - 0.5 * LAMPORTS_PER_SOL - 5000,
    )

    const signatures = await connection.getSignaturesForAddress(to)
    expect(signatures.map((s) => s.signature)).toEqual([signature])
    const fetched = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(fetched?.meta?.fee).toBe(5000)
    expect(fetched?.meta?.err).toBeNull()
    expect(fetched?.transaction.message.staticAccountKeys.map((k) => k.toBase58())).toContain(
      to.toBase58(),
    )
    expect(fetched?.meta?.postBalances[1]).toBe(0.5 * LAMPORTS_PER_SOL)
    const parsed = await connection.getParsedTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.signatures[0]).toBe(signature)
    const statuses = await connection.getSignatureStatuses([signature])
    expect(statuses.value[0]?.confirmationStatus).toBe('finalized')
  })

  test('creating an associated token account and sending the seed token (spl-token)', async () => {
    const receiver = Keypair.generate().publicKey
    const from = getAssociatedTokenAddressSync(mint, payer.publicKey)
    const to = getAssociatedTokenAddressSync(mint, receiver)
    const tx = new Transaction().add(
      createAssociatedTokenAccountInstruction(payer.publicKey, to, receiver, mint),
      createTransferInstruction(from, to, payer.publicKey, 1_500_000n),
    )
    await sendAndConfirmTransaction(connection, tx, [payer])
    expect((await getAccount(connection, to)).amount).toBe(1_500_000n)
    const balance = await connection.getTokenAccountBalance(to)
    expect(balance.value).toMatchObject({ amount: '1500000', decimals: 6, uiAmountString: '1.5' })
    const byOwner = await connection.getParsedTokenAccountsByOwner(receiver, { mint })
    expect(byOwner.value[0]?.account.data.parsed.info.tokenAmount.uiAmount).toBe(1.5)
  })

  test('a blockhash expires after 150 slots: sending with it is "Blockhash not found"', async () => {
    // On testnet: web3.js caches a blockhash for 30 s, which the other tests' connection must not
    // hold across a 151-slot jump (on a real cluster 30 s are 75 slots).
    const testnet = rpc.network('testnet') as NonNullable<ReturnType<SolanaRpc['network']>>
    const url = rpc.urlOf(testnet)
    const connection = new Connection(url, { wsEndpoint: url.replace('http://', 'ws://') })
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    testnet.advanceSlots(151)
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(false)
    expect(await connection.getBlockHeight()).toBeGreaterThan(lastValidBlockHeight)
    const tx = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    tx.sign(payer)
    await expect(connection.sendRawTransaction(tx.serialize())).rejects.toThrow(
      'Transaction simulation failed: Blockhash not found',
    )
    // Skipping preflight, the node takes it but it never lands: the client sees it expire.
    const signature = await connection.sendRawTransaction(tx.serialize(), { skipPreflight: true })
    await expect(
      connection.confirmTransaction({ signature, blockhash, lastValidBlockHeight }),
    ).rejects.toBeInstanceOf(TransactionExpiredBlockheightExceededError)
  })

  test('insufficient funds fail the preflight with the program`s logs', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL),
      ...(await connection.getLatestBlockhash()),
    })
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: poor.publicKey,
        toPubkey: payer.publicKey,
        lamports: 5 * LAMPORTS_PER_SOL,
      }),
    )
    const error = await sendAndConfirmTransaction(connection, tx, [poor]).catch((e: unknown) => e)
    expect(String(error)).toContain(
      'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
    )
    expect((error as { logs?: string[] }).logs?.join('\n')).toContain(
      'Transfer: insufficient lamports',
    )
    // An account with no SOL at all cannot pay the fee.
    const empty = Keypair.generate()
    const tx2 = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: empty.publicKey,
        toPubkey: payer.publicKey,
        lamports: 1,
      }),
    )
    await expect(sendAndConfirmTransaction(connection, tx2, [empty])).rejects.toThrow(
      'Attempt to debit an account but found no record of a prior credit.',
    )
  })

  test('a wrongly signed transaction is a signature verification failure (-32003)', async () => {
    const tx = new Transaction({
      feePayer: payer.publicKey,
      ...(await connection.getLatestBlockhash()),
    }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    tx.sign(payer)
    const wire = tx.serialize()
    wire[5] = (wire[5] as number) ^ 0xff
    const { body } = await post('devnet', {
      jsonrpc: '2.0',
      id: 7,
      method: 'sendTransaction',
      params: [Buffer.from(wire).toString('base64'), { encoding: 'base64' }],
    })
    expect(body.error).toEqual({
      code: -32003,
      message: 'Transaction signature verification failure',
    })
  })
})

describe('reads and subscriptions', () => {
  test('accountSubscribe notifies a change; getProgramAccounts filters; token accounts by program', async () => {
    const watched = Keypair.generate().publicKey
    // A plain websocket: the subscription id arrives before the transaction is sent.
    const socket = new WebSocket(rpc.urlOf(devnet()).replace('http://', 'ws://'))
    const messages: Record<string, unknown>[] = []
    const next = () =>
      new Promise<Record<string, unknown>>((resolve) =>
        socket.once('message', (data) => resolve(JSON.parse(String(data)))),
      )
    await new Promise((resolve) => socket.once('open', resolve))
    const subscribed = next()
    socket.send(
      JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'accountSubscribe',
        params: [watched.toBase58(), { encoding: 'base64', commitment: 'confirmed' }],
      }),
    )
    const { result: subscription } = await subscribed
    expect(typeof subscription).toBe('number')
    const notified = next()
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: watched,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    await sendAndConfirmTransaction(connection, tx, [payer])
    messages.push(await notified)
    expect(messages[0]).toMatchObject({
      method: 'accountNotification',
      params: {
        subscription,
        result: {
          value: { lamports: LAMPORTS_PER_SOL, owner: '11111111111111111111111111111111' },
        },
      },
    })
    socket.close()

    const owner = new PublicKey(solanaTestAccount(3).address)
    const accounts = await connection.getProgramAccounts(TOKEN_PROGRAM_ID, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: owner.toBase58() } }],
    })
    expect(accounts.map((a) => a.pubkey.toBase58())).toEqual([
      getAssociatedTokenAddressSync(mint, owner).toBase58(),
    ])
    const classic = await connection.getParsedTokenAccountsByOwner(owner, {
      programId: TOKEN_PROGRAM_ID,
    })
    expect(classic.value).toHaveLength(1)
    const token2022 = await connection.getTokenAccountsByOwner(owner, {
      programId: TOKEN_2022_PROGRAM_ID,
    })
    expect(token2022.value).toEqual([])
  })

  test('simulateTransaction runs unsigned transactions; getFeeForMessage is 5000 per signature', async () => {
    const latest = await connection.getLatestBlockhash()
    const tx = new Transaction({ feePayer: payer.publicKey, ...latest }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.generate().publicKey,
        lamports: LAMPORTS_PER_SOL,
      }),
    )
    const simulated = await connection.simulateTransaction(tx.compileMessage())
    expect(simulated.value.err).toBeNull()
    expect(simulated.value.logs?.[0]).toBe('Program 11111111111111111111111111111111 invoke [1]')
    expect((await connection.getFeeForMessage(tx.compileMessage())).value).toBe(5000)
  })
})

describe('errors', () => {
  test('bad params, unknown methods and malformed bodies get the validator`s codes', async () => {
    expect(
      (await post('devnet', { jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-a-key'] }))
        .body,
    ).toEqual({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param: Invalid' } })
    await expect(
      connection.getBalance({ toBase58: () => 'xyz' } as unknown as PublicKey),
    ).rejects.toThrow('Invalid param: Invalid')
    expect(
      (await post('devnet', { jsonrpc: '2.0', id: 2, method: 'getBalance', params: [] })).body
        .error,
    ).toMatchObject({ code: -32602 })
    expect(
      (await post('devnet', { jsonrpc: '2.0', id: 3, method: 'eth_chainId' })).body.error,
    ).toEqual({
      code: -32601,
      message: 'Method not found',
    })
    const garbage = await fetch(`${rpc.url}/devnet`, { method: 'POST', body: '{' })
    expect(((await garbage.json()) as { error: unknown }).error).toEqual({
      code: -32700,
      message: 'Parse error',
    })
    expect((await post('nowhere', { jsonrpc: '2.0', id: 1, method: 'getHealth' })).status).toBe(404)
    const tooMany = Array.from({ length: 101 }, (_, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'getSlot',
    }))
    expect(((await post('devnet', tooMany)).body as { error: { code: number } }).error.code).toBe(
      -32600,
    )
    expect(
      (
        await post('devnet', {
          jsonrpc: '2.0',
          id: 4,
          method: 'requestAirdrop',
          params: [payer.publicKey.toBase58(), 2_000 * LAMPORTS_PER_SOL],
        })
      ).body.error,
    ).toMatchObject({ code: -32602 })
  })
})

describe('limits', () => {
  test('inputs per call, body size, transaction size and subscriptions per socket are bounded', async () => {
    const key = payer.publicKey.toBase58()
    const call = (method: string, params: unknown[]) =>
      post('devnet', { jsonrpc: '2.0', id: 1, method, params })
    expect((await call('getMultipleAccounts', [Array(100).fill(key)])).body.result).toBeDefined()
    expect((await call('getMultipleAccounts', [Array(101).fill(key)])).body.error).toEqual({
      code: -32602,
      message: 'Invalid params: Too many inputs provided; max 100',
    })
    const signature = '1'.repeat(64)
    expect((await call('getSignatureStatuses', [Array(257).fill(signature)])).body.error).toEqual({
      code: -32602,
      message: 'Invalid params: Too many inputs provided; max 256',
    })
    expect(
      (await call('getSignaturesForAddress', [key, { limit: 1001 }])).body.error,
    ).toMatchObject({ code: -32602 })
    const big = await fetch(`${rpc.url}/devnet`, {
      method: 'POST',
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getHealth',
        params: ['x'.repeat(101 * 1024)],
      }),
    }).catch(() => undefined)
    // Refused with 413, or the connection cut while the body was still being sent.
    expect(big === undefined || big.status === 413).toBe(true)
    const oversized = Buffer.alloc(1233, 1).toString('base64')
    expect(
      (await call('sendTransaction', [oversized, { encoding: 'base64' }])).body.error,
    ).toMatchObject({
      code: -32602,
      message: expect.stringContaining('too large: 1233 bytes'),
    })

    const socket = new WebSocket(rpc.urlOf(devnet()).replace('http://', 'ws://'))
    await new Promise((resolve) => socket.once('open', resolve))
    const replies: { id: number; result?: unknown; error?: { message: string } }[] = []
    const all = new Promise<void>((resolve) =>
      socket.on('message', (data) => {
        const message = JSON.parse(String(data))
        if ('id' in message) replies.push(message)
        if (replies.length === 257) resolve()
      }),
    )
    for (let id = 0; id < 257; id++)
      socket.send(JSON.stringify({ jsonrpc: '2.0', id, method: 'slotSubscribe' }))
    await all
    expect(replies.filter((r) => typeof r.result === 'number')).toHaveLength(256)
    expect(replies.find((r) => r.error)?.error?.message).toBe(
      'Invalid params: at most 256 subscriptions per connection',
    )
    socket.close()
  })
})
