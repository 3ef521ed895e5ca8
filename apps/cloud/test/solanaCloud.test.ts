import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getSignatureFromTransaction,
  lamports,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import {
  createAssociatedTokenAccountIdempotentInstruction,
  createTransferInstruction,
  getAssociatedTokenAddressSync,
} from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  sendAndConfirmTransaction,
  Transaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import WebSocket from 'ws'
import type { TokenBalanceBody } from '../src/blockchain/getBalances'
import { solanaSeedMint, solanaTestAccount } from '../src/solana/keys'
import { startTestCloud, type TestCloud } from './startTestCloud'

// Solana through the whole cloud: the RPC proxy (HTTP and its websocket on the cloud's port) with
// @solana/web3.js v1 and @solana/kit, and the balances route.

const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const TESTNET = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
let cloud: TestCloud

beforeAll(async () => {
  cloud = await startTestCloud()
})
afterAll(async () => {
  await cloud?.dispose()
})

const proxyUrl = (chainId: string, projectId = 'airlock-test') =>
  `${cloud.url}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=${projectId}`
const mint = new PublicKey(solanaSeedMint().address)

async function rpcThroughProxy(chainId: string, body: unknown, projectId?: string) {
  const response = await fetch(proxyUrl(chainId, projectId), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function balances(owner: string, chainId?: string) {
  const response = await fetch(cloud.at(`/v1/account/${owner}/balance`, chainId ? { chainId } : {}))
  return {
    status: response.status,
    body: (await response.json()) as { balances: TokenBalanceBody[] },
  }
}

/** Whether a websocket to `url` opens (true) or the upgrade is refused (its HTTP status). */
function openSocket(url: string, origin?: string): Promise<true | number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, origin ? { headers: { origin } } : {})
    ws.once('open', () => {
      ws.close()
      resolve(true)
    })
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
    ws.once('error', reject)
  })
}

describe('the RPC proxy', () => {
  test('web3.js sends SOL and an SPL token through the proxy, confirmed over the proxy`s websocket', async () => {
    const http = proxyUrl(DEVNET)
    const connection = new Connection(http, {
      commitment: 'confirmed',
      wsEndpoint: http.replace('http://', 'ws://'),
    })
    expect(await connection.getGenesisHash()).toBe('EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG')
    const payer = Keypair.fromSeed(solanaTestAccount(1).seed)
    const receiver = Keypair.generate().publicKey
    const ata = getAssociatedTokenAddressSync(mint, receiver)
    const tx = new Transaction().add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: receiver,
        lamports: LAMPORTS_PER_SOL,
      }),
      createAssociatedTokenAccountIdempotentInstruction(payer.publicKey, ata, receiver, mint),
      createTransferInstruction(
        getAssociatedTokenAddressSync(mint, payer.publicKey),
        ata,
        payer.publicKey,
        2_500_000n,
      ),
    )
    // sendAndConfirmTransaction confirms with signatureSubscribe on the wsEndpoint.
    const signature = await sendAndConfirmTransaction(connection, tx, [payer])
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL)
    expect((await connection.getTokenAccountBalance(ata)).value.uiAmountString).toBe('2.5')
    const history = await connection.getSignaturesForAddress(receiver)
    expect(history[0]?.signature).toBe(signature)
    const fetched = await connection.getTransaction(signature, {
      maxSupportedTransactionVersion: 0,
    })
    expect(
      fetched?.meta?.postTokenBalances?.find((b) => b.owner === receiver.toBase58())?.uiTokenAmount
        .amount,
    ).toBe('2500000')

    // The balances route reads the same state.
    const { body } = await balances(receiver.toBase58(), DEVNET)
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        chainId: DEVNET,
        quantity: { decimals: '9', numeric: '1' },
        price: 150,
        value: 150,
      }),
      expect.objectContaining({
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: DEVNET,
        address: `${DEVNET}:${mint.toBase58()}`,
        quantity: { decimals: '6', numeric: '2.5' },
        value: 2.5,
      }),
    ])
  })

  test('@solana/kit sends and confirms a transfer through the proxy (HTTP + websocket)', async () => {
    const http = proxyUrl(TESTNET)
    const rpc = createSolanaRpc(http)
    const rpcSubscriptions = createSolanaRpcSubscriptions(http.replace('http://', 'ws://'))
    const signer = await createKeyPairSignerFromPrivateKeyBytes(solanaTestAccount(2).seed)
    expect(signer.address).toBe(solanaTestAccount(2).address)
    const to = address(Keypair.generate().publicKey.toBase58())
    const data = new Uint8Array(12)
    new DataView(data.buffer).setUint32(0, 2, true)
    new DataView(data.buffer).setBigUint64(4, 3_000_000_000n, true)
    const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(signer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
      (m) =>
        appendTransactionMessageInstruction(
          {
            programAddress: address('11111111111111111111111111111111'),
            accounts: [
              { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer },
              { address: to, role: AccountRole.WRITABLE },
            ],
            data,
          },
          m,
        ),
    )
    const signed = await signTransactionMessageWithSigners(message)
    await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed as never, {
      commitment: 'confirmed',
    })
    expect((await rpc.getBalance(to).send()).value).toBe(lamports(3_000_000_000n))
    const found = await rpc
      .getTransaction(getSignatureFromTransaction(signed), {
        maxSupportedTransactionVersion: 0,
        encoding: 'json',
      })
      .send()
    expect(found?.version).toBe(0)
    expect(found?.meta?.err).toBeNull()
  })

  test('the proxy refuses what is not on the Solana allow-list, unknown projects and networks', async () => {
    const key = solanaTestAccount(0).address
    expect(
      (
        await rpcThroughProxy(DEVNET, {
          jsonrpc: '2.0',
          id: 1,
          method: 'requestAirdrop',
          params: [key, 1],
        })
      ).body.error,
    ).toMatchObject({
      code: -32601,
      message: 'Method not available through the cloud RPC proxy: requestAirdrop',
    })
    const refused = await rpcThroughProxy(
      DEVNET,
      { jsonrpc: '2.0', id: 1, method: 'getHealth' },
      'nope',
    )
    expect(refused.status).toBe(403)
    const unknown = await rpcThroughProxy('solana:unknownunknownunknownunknown1234', {
      jsonrpc: '2.0',
      id: 1,
      method: 'getHealth',
    })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toContain(DEVNET)
    // Bad params come back as the network gives them.
    expect(
      (
        await rpcThroughProxy(DEVNET, {
          jsonrpc: '2.0',
          id: 2,
          method: 'getBalance',
          params: ['0xabc'],
        })
      ).body,
    ).toEqual({ jsonrpc: '2.0', id: 2, error: { code: -32602, message: 'Invalid param: Invalid' } })
  })

  test('the proxy`s websocket checks project, origin and network before the upgrade', async () => {
    const ws = (chainId: string, projectId?: string) =>
      proxyUrl(chainId, projectId).replace('http://', 'ws://')
    expect(await openSocket(ws(DEVNET))).toBe(true)
    expect(await openSocket(ws(DEVNET), 'http://localhost:5173')).toBe(true)
    expect(await openSocket(ws(DEVNET), 'https://evil.example')).toBe(403)
    expect(await openSocket(ws(DEVNET, 'nope'))).toBe(403)
    expect(await openSocket(ws('eip155:1'))).toBe(400)
    expect(await openSocket(`${cloud.url.replace('http://', 'ws://')}/v2?chainId=${DEVNET}`)).toBe(
      404,
    )
  })
})

describe('the balances route', () => {
  test('a seeded account has SOL and USDC on each network, in SPEC §3`s shape with icons', async () => {
    const owner = solanaTestAccount(9).address
    const { status, body } = await balances(owner)
    expect(status).toBe(200)
    expect(body.balances.map((b) => `${b.chainId} ${b.symbol}`)).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp SOL',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp USDC',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z SOL',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z USDC',
      `${DEVNET} SOL`,
      `${DEVNET} USDC`,
    ])
    const usdc = body.balances[1] as TokenBalanceBody
    expect(usdc).toEqual({
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      address: `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${mint.toBase58()}`,
      value: 10000,
      price: 1,
      quantity: { decimals: '6', numeric: '10000' },
      iconUrl: expect.stringContaining('/public/getTokenImage/USDC?projectId=airlock-test'),
    })
    const image = await fetch(usdc.iconUrl)
    expect(image.status).toBe(200)
    expect(body.balances[0]?.quantity).toEqual({ decimals: '9', numeric: '1000' })
  })

  test('a new address has SOL 0 and no tokens; an unknown Solana network is 400', async () => {
    const fresh = Keypair.generate().publicKey.toBase58()
    const { body } = await balances(fresh, DEVNET)
    expect(body.balances).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        quantity: { decimals: '9', numeric: '0' },
        value: 0,
      }),
    ])
    const unknown = await balances(fresh, 'solana:unknownunknownunknownunknown1234')
    expect(unknown.status).toBe(400)
    const evmChain = await balances(fresh, 'eip155:1')
    expect(evmChain.status).toBe(400)
  })
})
