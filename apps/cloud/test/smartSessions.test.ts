import { readFileSync } from 'node:fs'
import { type Abi, createPublicClient, createWalletClient, type Hex, http, parseEther } from 'viem'
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_MNEMONIC } from '../src/chains/constants'
import { defineLocalChain } from '../src/chains/defineLocalChain'
import { startTestCloud, type TestCloud } from './startTestCloud'

// Smart sessions in the cloud (SPEC §7 `GET /v1/sessions/{id}`, `POST /v1/sessions/{id}/revoke`
// with pci and signature), against a real local chain holding the embedded wallet's real smart
// account (its compiled artifact, a fixture here: the cloud itself imports no app's files).
const artifact = JSON.parse(
  readFileSync(
    new URL('../../secure-site/contracts/artifacts/AirlockAccount.json', import.meta.url),
    'utf8',
  ),
) as { abi: Abi; bytecode: Hex }

const owner = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 5 })
const stranger = privateKeyToAccount(generatePrivateKey())
let cloud: TestCloud
let rpcUrl: string
let account: Hex
let id: string

beforeAll(async () => {
  cloud = await startTestCloud()
  const chain = cloud.config.chains.find((c) => c.chainId === 1)
  rpcUrl = `http://127.0.0.1:${chain?.port}`
  const viemChain = defineLocalChain(1, rpcUrl)
  const client = createPublicClient({ chain: viemChain, transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: owner, chain: viemChain, transport: http(rpcUrl) })
  const hash = await wallet.deployContract({
    abi: artifact.abi,
    bytecode: artifact.bytecode,
    args: [owner.address],
  })
  account = (await client.waitForTransactionReceipt({ hash })).contractAddress as Hex
  id = `eip155:1:${account}`
}, 120_000)
afterAll(async () => {
  await cloud?.dispose()
})

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(cloud.at(path), {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function grant(key: Hex, limit: bigint): Promise<number> {
  const viemChain = defineLocalChain(1, rpcUrl)
  const client = createPublicClient({ chain: viemChain, transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: owner, chain: viemChain, transport: http(rpcUrl) })
  const expiry = (await client.getBlock()).timestamp + 3600n
  const hash = await wallet.writeContract({
    address: account,
    abi: artifact.abi,
    functionName: 'grantSession',
    args: [key, '0x0000000000000000000000000000000000000000', limit, expiry],
  })
  await client.waitForTransactionReceipt({ hash })
  const [, , grantId] = (await client.readContract({
    address: account,
    abi: artifact.abi,
    functionName: 'sessions',
    args: [key],
  })) as [Hex, number, number]
  return grantId
}

const revokeTyped = (key: Hex, grantId: number) =>
  ({
    domain: { name: 'AirlockAccount', version: '1', chainId: 1, verifyingContract: account },
    types: {
      RevokeSession: [
        { name: 'key', type: 'address' },
        { name: 'id', type: 'uint256' },
      ],
    },
    primaryType: 'RevokeSession',
    message: { key, id: BigInt(grantId) },
  }) as const

describe('GET /v1/sessions/{id} and POST /v1/sessions/{id}/revoke', () => {
  test('lists a granted session from the chain, active, with its limit', async () => {
    const key = privateKeyToAccount(generatePrivateKey()).address
    const grantId = await grant(key, parseEther('0.5'))
    const { status, body } = await call('GET', `/v1/sessions/${id}`)
    expect(status).toBe(200)
    expect(body.pci).toContain(key.toLowerCase())
    expect(body.sessions).toContainEqual(
      expect.objectContaining({
        pci: key.toLowerCase(),
        id: grantId,
        limit: parseEther('0.5').toString(),
        spent: '0',
        active: true,
      }),
    )
  })

  test('the owner’s signature revokes on chain; a stranger’s is refused with 401 and changes nothing', async () => {
    const key = privateKeyToAccount(generatePrivateKey()).address
    const grantId = await grant(key, 10n)
    const forged = await call('POST', `/v1/sessions/${id}/revoke`, {
      pci: key,
      signature: await stranger.signTypedData(revokeTyped(key, grantId)),
    })
    expect(forged).toMatchObject({ status: 401, body: { error: 'Invalid signature' } })
    const listed = async () =>
      (
        (await call('GET', `/v1/sessions/${id}`)).body.sessions as {
          pci: string
          active: boolean
        }[]
      ).find((s) => s.pci === key.toLowerCase())
    expect((await listed())?.active).toBe(true)
    const revoked = await call('POST', `/v1/sessions/${id}/revoke`, {
      pci: key,
      signature: await owner.signTypedData(revokeTyped(key, grantId)),
    })
    expect(revoked).toMatchObject({ status: 200, body: { revoked: true } })
    expect((await listed())?.active).toBe(false)
    // Again: there is no session any more.
    const again = await call('POST', `/v1/sessions/${id}/revoke`, {
      pci: key,
      signature: await owner.signTypedData(revokeTyped(key, grantId)),
    })
    expect(again).toMatchObject({ status: 404, body: { error: 'Session not found' } })
  })

  test('a session key may give up its own session through the cloud', async () => {
    const keyAccount = privateKeyToAccount(generatePrivateKey())
    const grantId = await grant(keyAccount.address, 10n)
    const revoked = await call('POST', `/v1/sessions/${id}/revoke`, {
      pci: keyAccount.address,
      signature: await keyAccount.signTypedData(revokeTyped(keyAccount.address, grantId)),
    })
    expect(revoked.status).toBe(200)
  })

  test('bad input gets 400 and a reason; an unknown chain 404; an account with no code lists nothing', async () => {
    const key = privateKeyToAccount(generatePrivateKey()).address
    expect((await call('GET', '/v1/sessions/not-an-account')).status).toBe(400)
    expect((await call('GET', `/v1/sessions/eip155:999:${account}`)).status).toBe(404)
    expect((await call('GET', `/v1/sessions/eip155:1:${stranger.address}`)).body).toEqual({
      pci: [],
      sessions: [],
    })
    for (const body of [
      {},
      { pci: 'nope', signature: '0x00' },
      { pci: key, signature: 'zz' },
      { pci: key, signature: `0x${'ab'.repeat(200)}` },
    ])
      expect((await call('POST', `/v1/sessions/${id}/revoke`, body)).status).toBe(400)
    expect(
      (await call('POST', `/v1/sessions/${id}/revoke`, { pci: key, signature: '0x00' })).status,
    ).toBe(404)
  })
})
