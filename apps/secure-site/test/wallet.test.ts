import { stat } from 'node:fs/promises'
import { join } from 'node:path'
import { type Anvil, anvilKey, startAnvil } from '@airlock/testing/anvil'
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decryptSecret } from '../src/crypto/decryptSecret'
import { loadMasterKey } from '../src/crypto/loadMasterKey'
import { approvedRpc } from './approvedRpc'
import { signInByEmail } from './signInByEmail'
import { startTestSite, type TestSite } from './startTestSite'

let site: TestSite
let anvil: Anvil
let token: string
let address: `0x${string}`
beforeAll(async () => {
  anvil = await startAnvil(31337)
  site = await startTestSite({ rpcUrls: { 31337: anvil.rpcUrl } })
  // These tests sign as the key's own address (the smart account has its own file).
  const signedIn = await signInByEmail(site, 'signer@example.com', 31337, 'eoa')
  token = signedIn.token
  address = signedIn.address
})
afterAll(async () => {
  await site?.close()
  await anvil?.stop()
})

// Unsafe methods go through the prepare step and carry the approval (as the frame's screen does).
const rpc = (method: string, params?: unknown) => approvedRpc(site, token, method, params)

describe('the wallet behind the frame', () => {
  it('signs a message with the user key (verifiable against the address)', async () => {
    const { result } = await rpc('personal_sign', ['0x68656c6c6f', address])
    expect(
      await verifyMessage({ address, message: 'hello', signature: result as `0x${string}` }),
    ).toBe(true)
  })

  it('signs typed data (eth_signTypedData_v4)', async () => {
    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 31337 },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      message: { contents: 'hi' },
    } as const
    const { result } = await rpc('eth_signTypedData_v4', [address, JSON.stringify(typed)])
    const { EIP712Domain: _, ...types } = typed.types
    const valid = await verifyTypedData({
      address,
      domain: typed.domain,
      types,
      primaryType: 'Mail',
      message: typed.message,
      signature: result as `0x${string}`,
    })
    expect(valid).toBe(true)
  })

  it('refuses to sign for another address and refuses methods off the allow-list', async () => {
    const other = privateKeyToAccount(anvilKey(1)).address
    expect((await rpc('personal_sign', ['0x68', other])).error).toBe(
      'The address is not this wallet',
    )
    expect((await rpc('eth_sign', [address, '0x68'])).error).toBe(
      'Requested RPC call is not allowed',
    )
    expect((await rpc('eth_accounts')).result).toEqual([address])
  })

  it('sends a transaction signed on the server, mined on the chain', async () => {
    const chain = foundry
    const client = createPublicClient({ chain, transport: http(anvil.rpcUrl) })
    const funder = createWalletClient({
      chain,
      account: privateKeyToAccount(anvilKey(0)),
      transport: http(anvil.rpcUrl),
    })
    await client.waitForTransactionReceipt({
      hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
    })

    const to = privateKeyToAccount(anvilKey(2)).address
    const before = await client.getBalance({ address: to })
    const { result: hash } = await rpc('eth_sendTransaction', [
      { from: address, to, value: '0x2386f26fc10000' },
    ])
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    // anvil answers with the hash before it mines: wait for the receipt.
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect((await client.getBalance({ address: to })) - before).toBe(10_000_000_000_000_000n)
    // Reads pass through to the same chain.
    expect((await rpc('eth_getTransactionReceipt', [hash])).result).toMatchObject({ status: '0x1' })
  })

  it('signs an unsafe request only with the approval, and only the prepared payload for this request', async () => {
    const ask = { method: 'personal_sign', params: ['0x6869', address] }
    // Straight to /api/rpc, as a copied token would be used: refused.
    expect(await site.api('rpc', ask, token)).toEqual({
      status: 403,
      json: { error: 'This request was not approved in the wallet' },
    })
    expect((await site.api('rpc', { ...ask, confirmed: true }, token)).json.error).toBe(
      'This request was not approved in the wallet',
    )
    const { prepared, seal } = (await site.api('rpc/prepare', ask, token)).json
    expect(prepared).toMatchObject({ kind: 'message', message: '0x6869', account: address })
    expect((await site.api('rpc', { ...ask, prepared, seal }, token)).json.error).toBe(
      'This request was not approved in the wallet',
    )
    // A payload changed after the prepare step (its seal no longer fits) is refused.
    const changed = { ...(prepared as object), message: '0x6868' }
    expect(
      (await site.api('rpc', { ...ask, prepared: changed, seal, confirmed: true }, token)).json,
    ).toEqual({ error: 'The approved request does not match the request' })
    // The approval of one request does not sign another.
    const other = { method: 'personal_sign', params: ['0x6868', address] }
    expect(
      (await site.api('rpc', { ...other, prepared, seal, confirmed: true }, token)).json,
    ).toEqual({ error: 'The approved request does not match the request' })
    const { result } = (await site.api('rpc', { ...ask, prepared, seal, confirmed: true }, token))
      .json
    expect(
      await verifyMessage({ address, message: 'hi', signature: result as `0x${string}` }),
    ).toBe(true)
  })

  it('mines the transaction exactly as prepared: the dapp gas fields and input calldata kept, nonce and fees filled', async () => {
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) })
    const to = privateKeyToAccount(anvilKey(5)).address
    const request = {
      from: address,
      to,
      value: '0x5',
      input: '0xdeadbeef',
      gas: '0x7530',
      maxFeePerGas: '0x77359400',
      maxPriorityFeePerGas: '0x3b9aca00',
    }
    const reply = await rpc('eth_sendTransaction', [request])
    const prepared = reply.prepared as { transactions: Record<string, unknown>[] }
    expect(prepared.transactions).toEqual([
      {
        from: address,
        to,
        value: '0x5',
        data: '0xdeadbeef',
        nonce: expect.any(Number),
        gas: '0x7530',
        type: 'eip1559',
        maxFeePerGas: '0x77359400',
        maxPriorityFeePerGas: '0x3b9aca00',
      },
    ])
    const mined = await client.getTransaction({ hash: reply.result as `0x${string}` })
    expect({
      to: mined.to,
      value: mined.value,
      input: mined.input,
      gas: mined.gas,
      nonce: mined.nonce,
      maxFeePerGas: mined.maxFeePerGas,
      maxPriorityFeePerGas: mined.maxPriorityFeePerGas,
    }).toEqual({
      to: to.toLowerCase(),
      value: 5n,
      input: '0xdeadbeef',
      gas: 30_000n,
      nonce: prepared.transactions[0]?.nonce,
      maxFeePerGas: 2_000_000_000n,
      maxPriorityFeePerGas: 1_000_000_000n,
    })
  })

  it('never sends the key in any response, and keeps it encrypted at rest with a 0600 key file', async () => {
    const masterKey = await loadMasterKey({ dataDir: site.dataDir })
    expect((await stat(join(site.dataDir, 'secure-site.key'))).mode & 0o777).toBe(0o600)
    const { rows } = await site.store.query<{ id: string; encrypted_key: string }>(
      'select id, encrypted_key from secure_users where address = $1',
      [address],
    )
    const row = rows[0]
    if (!row) throw new Error('no user row')
    const privateKey = decryptSecret(masterKey, row.encrypted_key, row.id)
    expect(privateKeyToAccount(privateKey as `0x${string}`).address).toBe(address)
    const bare = privateKey.slice(2).toLowerCase()
    expect(row.encrypted_key.toLowerCase()).not.toContain(bare)
    expect(site.seen.length).toBeGreaterThan(5)
    for (const body of site.seen) expect(body.toLowerCase()).not.toContain(bare)
    // The ciphertext is bound to its row: it does not decrypt as another user's.
    expect(() => decryptSecret(masterKey, row.encrypted_key, 'another-user')).toThrow()
  })
})
