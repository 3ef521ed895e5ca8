import { Keypair, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decryptSecret } from '../src/crypto/decryptSecret'
import { loadMasterKey } from '../src/crypto/loadMasterKey'
import { solanaKeyAad, solanaKeySubkey } from '../src/solana/solanaKeySubkey'
import { SOLANA_LIMITS } from '../src/solana/solanaLimits'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { SOLANA_DEVNET, solTransfer, verifySolanaSignature } from './solanaFixtures'
import { startSolanaRpcDouble } from './solanaRpcDouble'
import { startTestSite, type TestSite } from './startTestSite'

// The embedded wallet's Solana account: an ed25519 key per user beside the EVM key, encrypted at
// rest under its own subkey, and Solana sign methods signed only as approved in the frame
// (DESIGN.md § Trust: allow-lists and numbered limits, each with a test).

let site: TestSite
let solanaRpc: Awaited<ReturnType<typeof startSolanaRpcDouble>>
let token: string
let address: string

const user = (chainId: string | number, session = token) =>
  site.api('user', { chainId }, session).then(({ json }) => json)

beforeAll(async () => {
  solanaRpc = await startSolanaRpcDouble()
  site = await startTestSite({ config: { solanaRpcUrls: { [SOLANA_DEVNET]: solanaRpc.url } } })
  ;({ token } = await signInByEmail(site, 'solana@example.com', 1))
  address = String((await user(SOLANA_DEVNET)).address)
})
afterAll(async () => {
  await site?.close()
  await solanaRpc?.close()
})

const hello = bs58.encode(new TextEncoder().encode('hello'))

describe('the Solana account', () => {
  it('GET_USER on a Solana network gives the Solana account (base58), an eoa; the EVM one stays', async () => {
    const solana = await user(SOLANA_DEVNET)
    expect(solana).toEqual({
      email: 'solana@example.com',
      address,
      chainId: SOLANA_DEVNET,
      accounts: [{ address, type: 'eoa' }],
      userName: null,
      smartAccountDeployed: false,
    })
    expect(new PublicKey(address).toBase58()).toBe(address)
    const evm = await user(1)
    expect(evm.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(evm.chainId).toBe(1)
    // The same Solana account again, on another Solana network too.
    expect((await user('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).address).toBe(address)
    await user(SOLANA_DEVNET)
  })

  it('refuses a Solana network outside the three of core', async () => {
    const reply = await site.api(
      'user',
      { chainId: 'solana:unknownunknownunknownunknown12' },
      token,
    )
    expect(reply.json).toEqual({ error: 'Chain is not supported' })
    const switched = await site.api('switch-network', { chainId: 'solana:nope' }, token)
    expect(switched.json).toEqual({ error: 'Chain is not supported' })
  })

  it('keeps the key encrypted at rest under its own subkey, bound to the user', async () => {
    const { rows } = await site.store.query<{
      id: string
      solana_address: string
      solana_encrypted_key: string
      encrypted_key: string
    }>(
      'select id, solana_address, solana_encrypted_key, encrypted_key from secure_users where email = $1',
      ['solana@example.com'],
    )
    const row = rows[0]
    if (!row) throw new Error('no user row')
    const masterKey = await loadMasterKey({ dataDir: site.dataDir })
    expect(row.solana_address).toBe(address)
    // Not plaintext, not under the master key itself, not under another row's id.
    expect(row.solana_encrypted_key).not.toMatch(/"d"/)
    expect(() => decryptSecret(masterKey, row.solana_encrypted_key, solanaKeyAad(row.id))).toThrow()
    expect(() =>
      decryptSecret(solanaKeySubkey(masterKey), row.solana_encrypted_key, solanaKeyAad('other')),
    ).toThrow()
    expect(() => decryptSecret(masterKey, row.solana_encrypted_key, row.id)).toThrow()
    const key = JSON.parse(
      decryptSecret(solanaKeySubkey(masterKey), row.solana_encrypted_key, solanaKeyAad(row.id)),
    ) as { x: string }
    expect(bs58.encode(Buffer.from(key.x, 'base64url'))).toBe(address)
    // Nothing the page was answered holds the key.
    expect(site.seen.join('\n')).not.toContain(row.solana_encrypted_key)
  })

  it('gives users from before Solana keys one on first use, the same ever after', async () => {
    const { token: old } = await signInByEmail(site, 'solana-old@example.com', 1)
    await site.store.query(
      `update secure_users set solana_address = null, solana_encrypted_key = null where email = $1`,
      ['solana-old@example.com'],
    )
    const [first, second] = await Promise.all([user(SOLANA_DEVNET, old), user(SOLANA_DEVNET, old)])
    expect(first?.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(second?.address).toBe(first?.address)
    expect((await user(SOLANA_DEVNET, old)).address).toBe(first?.address)
  })
})

describe('Solana sign methods', () => {
  it('sign a message as approved; the signature verifies with the account', async () => {
    const reply = await approvedRpc(site, token, 'solana_signMessage', {
      message: hello,
      pubkey: address,
    })
    expect(reply.prepared).toMatchObject({
      kind: 'solanaMessage',
      message: hello,
      account: address,
    })
    const { signature } = reply.result as { signature: string }
    expect(verifySolanaSignature(address, new TextEncoder().encode('hello'), signature)).toBe(true)
  })

  it('a page cannot sign without the approval: unconfirmed, unsealed or altered requests are refused', async () => {
    const request = { method: 'solana_signMessage', params: { message: hello } }
    expect((await site.api('rpc', request, token)).json).toEqual({
      error: 'This request was not approved in the wallet',
    })
    const { json } = await site.api('rpc/prepare', request, token)
    expect(
      (await site.api('rpc', { ...request, prepared: json.prepared, seal: json.seal }, token)).json,
    ).toEqual({ error: 'This request was not approved in the wallet' })
    const other = bs58.encode(new TextEncoder().encode('send me everything'))
    // The approved payload for another message, or a payload the site did not seal.
    expect(
      (
        await site.api(
          'rpc',
          {
            method: 'solana_signMessage',
            params: { message: other },
            prepared: json.prepared,
            seal: json.seal,
            confirmed: true,
          },
          token,
        )
      ).json,
    ).toEqual({ error: 'The approved request does not match the request' })
    expect(
      (
        await site.api(
          'rpc',
          {
            method: 'solana_signMessage',
            params: { message: other },
            prepared: { ...(json.prepared as object), message: other },
            seal: json.seal,
            confirmed: true,
          },
          token,
        )
      ).json,
    ).toEqual({ error: 'The approved request does not match the request' })
    // A message approved for signing is not a transaction approved for sending.
    const transfer = solTransfer(address)
    expect(
      (
        await site.api(
          'rpc',
          {
            method: 'solana_signAndSendTransaction',
            params: { transaction: transfer.base64 },
            prepared: json.prepared,
            seal: json.seal,
            confirmed: true,
          },
          token,
        )
      ).json,
    ).toEqual({ error: 'The approved request does not match the request' })
    expect(solanaRpc.sent).toHaveLength(0)
  })

  it('refuses another account, another session, and a session on no Solana network', async () => {
    const stranger = Keypair.generate().publicKey.toBase58()
    expect(
      (
        await site.api(
          'rpc/prepare',
          { method: 'solana_signMessage', params: { message: hello, pubkey: stranger } },
          token,
        )
      ).json,
    ).toEqual({ error: 'This request is for another account' })
    // Prepared (and sealed) for one user, replayed by another.
    const { json } = await site.api(
      'rpc/prepare',
      { method: 'solana_signMessage', params: { message: hello } },
      token,
    )
    const { token: other } = await signInByEmail(site, 'solana-other@example.com', 1)
    await user(SOLANA_DEVNET, other)
    expect(
      (
        await site.api(
          'rpc',
          {
            method: 'solana_signMessage',
            params: { message: hello },
            prepared: json.prepared,
            seal: json.seal,
            confirmed: true,
          },
          other,
        )
      ).json,
    ).toEqual({ error: 'The approved request does not match the request' })
    const { token: fresh } = await signInByEmail(site, 'solana-fresh@example.com', 1)
    expect(
      (
        await site.api(
          'rpc/prepare',
          { method: 'solana_signMessage', params: { message: hello } },
          fresh,
        )
      ).json,
    ).toEqual({ error: 'Chain is not supported' })
  })

  it(`limits a message to ${SOLANA_LIMITS.messageBytes} bytes and a transaction to ${SOLANA_LIMITS.transactionBytes}`, async () => {
    const fits = bs58.encode(new Uint8Array(SOLANA_LIMITS.messageBytes).fill(65))
    expect(
      (await approvedRpc(site, token, 'solana_signMessage', { message: fits })).error,
    ).toBeUndefined()
    const large = bs58.encode(new Uint8Array(SOLANA_LIMITS.messageBytes + 1).fill(65))
    expect(await approvedRpc(site, token, 'solana_signMessage', { message: large })).toEqual({
      error: 'Payload Too Large',
    })
    const huge = Buffer.alloc(SOLANA_LIMITS.transactionBytes + 1, 1).toString('base64')
    expect(await approvedRpc(site, token, 'solana_signTransaction', { transaction: huge })).toEqual(
      {
        error: 'Payload Too Large',
      },
    )
    for (const params of [{}, { message: 42 }, { message: '0OIl' }, 'hello', null])
      expect(await approvedRpc(site, token, 'solana_signMessage', params)).toEqual({
        error: 'Invalid Solana request parameters',
      })
    expect(
      await approvedRpc(site, token, 'solana_signTransaction', { transaction: 'not base64!' }),
    ).toEqual({
      error: 'Invalid Solana request parameters',
    })
    expect(
      await approvedRpc(site, token, 'solana_signTransaction', { transaction: 'AAAA' }),
    ).toEqual({
      error: 'This request cannot be shown in the wallet, so it was not signed',
    })
  })

  it('refuses a transaction this account does not sign', async () => {
    const stranger = Keypair.generate().publicKey
    const transaction = new Transaction({
      feePayer: stranger,
      blockhash: bs58.encode(new Uint8Array(32).fill(1)),
      lastValidBlockHeight: 1,
    }).add(
      SystemProgram.transfer({
        fromPubkey: stranger,
        toPubkey: new PublicKey(address),
        lamports: 1,
      }),
    )
    const base64 = transaction
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
    expect(
      await approvedRpc(site, token, 'solana_signTransaction', { transaction: base64 }),
    ).toEqual({
      error: 'This transaction is not to be signed by this account',
    })
  })

  it('shows the transfers it will sign: fee payer, SOL transfer, sent or returned', async () => {
    const transfer = solTransfer(address, 1_500_000_000)
    const prepared = (
      await site.api(
        'rpc/prepare',
        { method: 'solana_signAndSendTransaction', params: { transaction: transfer.base64 } },
        token,
      )
    ).json.prepared
    expect(prepared).toMatchObject({
      kind: 'solanaTransaction',
      send: true,
      feePayer: address,
      chain: { id: SOLANA_DEVNET, name: 'Solana Devnet', symbol: 'SOL', decimals: 9 },
      instructions: [
        { type: 'solTransfer', from: address, to: transfer.to, lamports: '1500000000' },
      ],
    })
  })

  it('signs and sends an approved transaction through the network RPC', async () => {
    const transfer = solTransfer(address)
    const reply = await approvedRpc(site, token, 'solana_signAndSendTransaction', {
      transaction: transfer.base64,
    })
    expect(reply.error).toBeUndefined()
    const sent = solanaRpc.sent.at(-1)
    expect(sent?.verifySignatures()).toBe(true)
    expect(reply.result).toEqual({ signature: bs58.encode(sent?.signature as Buffer) })
  })
})
