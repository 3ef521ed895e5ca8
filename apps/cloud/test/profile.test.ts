import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import {
  concat,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The names and profiles routes (SPEC §7) against the whole cloud on a real Postgres server (PGlite
// where no server binaries exist): real chains for the smart-account checks, real HTTP, and the
// same shapes core's clients read (packages/core/src/api/names).

const postgres: TestPostgres | undefined = await startTestPostgres()
let cloud: TestCloud

beforeAll(async () => {
  cloud = await startTestCloud(postgres ? { databaseUrl: postgres.url } : {})
}, 120_000)
afterAll(async () => {
  await cloud?.dispose()
  await postgres?.stop()
})

const ana = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 3 })
const eve = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 4 })
const deployer = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 6 })

type Json = Record<string, unknown>

async function get(path: string): Promise<{ status: number; body: Json }> {
  const response = await fetch(cloud.at(path))
  return { status: response.status, body: (await response.json()) as Json }
}

async function post(body: unknown): Promise<{ status: number; body: Json }> {
  const response = await fetch(cloud.at('/v1/profile/account'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

function messageFor(name: string, extra: Json = {}): string {
  return JSON.stringify({ name, timestamp: Date.now(), ...extra })
}

async function signedBy(
  account: typeof ana,
  name: string,
  extra: Json = {},
): Promise<{ coin_type: string; address: string; message: string; signature: Hex }> {
  const message = messageFor(name, extra)
  return {
    coin_type: '60',
    address: account.address,
    message,
    signature: await account.signMessage({ message }),
  }
}

describe('POST /v1/profile/account', () => {
  test('an EOA registers a name; account, reverse and identity answer it', async () => {
    const registered = await post(
      await signedBy(ana, 'Ana-Names.airlock', { attributes: { bio: 'hi' } }),
    )
    expect(registered.status).toBe(200)
    expect(registered.body).toMatchObject({
      name: 'ana-names.airlock',
      addresses: { '60': { address: ana.address.toLowerCase() } },
      attributes: { bio: 'hi' },
    })

    const profile = await get('/v1/profile/account/ana-names.airlock')
    expect(profile.status).toBe(200)
    expect(profile.body.name).toBe('ana-names.airlock')
    expect(typeof profile.body.registered).toBe('number')
    const avatar = (profile.body.attributes as Json).avatar as string
    expect(avatar).toContain('/public/getAvatarImage/ana-names.airlock?projectId=airlock-test')
    const image = await fetch(avatar)
    expect(image.status).toBe(200)
    expect(await image.text()).toContain('<svg')

    const reverse = await get(`/v1/profile/reverse/${ana.address}`)
    expect(reverse.status).toBe(200)
    expect((reverse.body as unknown as Json[]).map((p) => p.name)).toEqual(['ana-names.airlock'])

    const identity = await get(`/v1/identity/${ana.address}`)
    expect(identity.body.name).toBe('ana-names.airlock')
  })

  test('a name held by another address is 409; its owner may update it', async () => {
    await post(await signedBy(ana, 'taken-name'))
    const taken = await post(await signedBy(eve, 'taken-name'))
    expect(taken).toMatchObject({ status: 409, body: { error: 'Name already registered' } })
    const again = await post(await signedBy(ana, 'taken-name', { attributes: { bio: 'again' } }))
    expect(again).toMatchObject({ status: 200, body: { attributes: { bio: 'again' } } })
    const seeded = await post(await signedBy(eve, 'alice.airlock'))
    expect(seeded.status).toBe(409)
    expect((await get('/v1/profile/account/taken-name.airlock')).body.addresses).toEqual({
      '60': expect.objectContaining({ address: ana.address.toLowerCase() }),
    })
  })

  test('a signature by someone else, or of another message, is 401', async () => {
    const forged = await signedBy(eve, 'forged-name')
    expect(await post({ ...forged, address: ana.address })).toMatchObject({
      status: 401,
      body: { error: 'Invalid signature' },
    })
    const other = await signedBy(ana, 'other-name')
    expect((await post({ ...other, message: messageFor('other-name2') })).status).toBe(401)
    expect((await post({ ...other, signature: '0x1234' })).status).toBe(401)
    expect((await post({ ...other, signature: 'nothex' })).status).toBe(401)
    expect((await get('/v1/profile/account/forged-name.airlock')).status).toBe(404)
  })

  test('names that break the rule, bad messages and unknown coin types are 400', async () => {
    for (const name of ['ana', 'an_a', 'a b c d', `${'a'.repeat(64)}`, 'x.y.airlock']) {
      const answer = await post(await signedBy(ana, name))
      expect(answer, name).toMatchObject({ status: 400, body: { error: 'Invalid name' } })
    }
    const stale = JSON.stringify({ name: 'stale-name', timestamp: Date.now() - 11 * 60_000 })
    const staleBody = {
      coin_type: '60',
      address: ana.address,
      message: stale,
      signature: await ana.signMessage({ message: stale }),
    }
    expect(await post(staleBody)).toMatchObject({ status: 400, body: { error: 'Invalid message' } })
    expect((await post({ ...staleBody, message: 'not json' })).status).toBe(400)
    const good = await signedBy(ana, 'coin-name')
    expect(await post({ ...good, coin_type: '0' })).toMatchObject({
      status: 400,
      body: { error: 'Unsupported coin type' },
    })
    expect((await post({ ...good, address: 'nope' })).status).toBe(400)
    expect((await post([])).status).toBe(400)
  })

  test('smart accounts are checked on chain (ERC-1271 through eth_call)', async () => {
    const chain = cloud.chains.get(1)
    if (!chain) throw new Error('chain 1 is not running')
    const wallet = createWalletClient({ account: deployer, transport: http(chain.rpcUrl) })
    // Hand-written contracts: one answers every isValidSignature with the ERC-1271 magic value,
    // the other with zero.
    const yes = await deploy(wallet, chain, '631626ba7e60e01b60005260206000f3')
    const no = await deploy(wallet, chain, '60206000f3')
    const message = messageFor('smart-wallet')
    const signature = `0x${'ab'.repeat(65)}` as Hex
    expect(await post({ coin_type: '60', address: no, message, signature })).toMatchObject({
      status: 401,
    })
    const accepted = await post({ coin_type: '60', address: yes, message, signature })
    expect(accepted).toMatchObject({ status: 200, body: { name: 'smart-wallet.airlock' } })
  })

  test('an account not deployed yet is checked through its ERC-6492 wrapper', async () => {
    const chain = cloud.chains.get(1)
    if (!chain) throw new Error('chain 1 is not running')
    // The counterfactual account: the accept-all contract, deployed by anvil's CREATE2 proxy.
    const proxy = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
    const initCode = initCodeOf('631626ba7e60e01b60005260206000f3')
    const salt = keccak256(toHex(`airlock-6492-${Date.now()}`))
    const address = getContractAddress({ opcode: 'CREATE2', from: proxy, salt, bytecode: initCode })
    expect(await chain.client.getCode({ address })).toBeUndefined()
    const message = messageFor('counterfactual')
    const inner = `0x${'cd'.repeat(65)}` as Hex
    const wrapped = serializeErc6492Signature({
      address: proxy,
      data: concat([salt, initCode]),
      signature: inner,
    })
    const accepted = await post({ coin_type: '60', address, message, signature: wrapped })
    expect(accepted).toMatchObject({ status: 200, body: { name: 'counterfactual.airlock' } })
    // A wrapper whose factory deploys something else is refused.
    const other = serializeErc6492Signature({
      address: proxy,
      data: concat([salt, initCodeOf('60206000f3')]),
      signature: inner,
    })
    const refused = await post({
      coin_type: '60',
      address,
      message: messageFor('counterfactual2'),
      signature: other,
    })
    expect(refused.status).toBe(401)
  })
})

/** Creation code returning `runtime`: PUSH1 size PUSH1 12 PUSH1 0 CODECOPY PUSH1 size PUSH1 0 RETURN. */
function initCodeOf(runtime: string): Hex {
  const size = (runtime.length / 2).toString(16).padStart(2, '0')
  return `0x60${size}600c60003960${size}6000f3${runtime}`
}

async function deploy(
  wallet: ReturnType<typeof createWalletClient>,
  chain: NonNullable<ReturnType<TestCloud['chains']['get']>>,
  runtime: string,
): Promise<`0x${string}`> {
  const hash = await wallet.sendTransaction({
    account: deployer,
    chain: null,
    data: initCodeOf(runtime),
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('not deployed')
  return receipt.contractAddress
}

describe('GET /v1/profile/*', () => {
  test('account: a seeded name, a free name (404)', async () => {
    const alice = await get('/v1/profile/account/alice.airlock')
    expect(alice.body).toMatchObject({
      name: 'alice.airlock',
      addresses: { '60': { address: TEST_ACCOUNTS[8] } },
    })
    expect((await get('/v1/profile/account/free-name.airlock')).status).toBe(404)
    expect((await get('/v1/profile/account/ab')).status).toBe(404)
  })

  test('account: a seeded name under the registration rule (3 letters) is found as stored', async () => {
    const bob = await get('/v1/profile/account/bob.airlock')
    expect(bob.status).toBe(200)
    expect(bob.body).toMatchObject({ addresses: { '60': { address: TEST_ACCOUNTS[9] } } })
    expect((await get('/v1/profile/account/BOB')).body).toMatchObject({ name: 'bob.airlock' })
  })

  test('reverse: the seeded name of account 8; 404 for an address without names', async () => {
    const reverse = await get(`/v1/profile/reverse/${TEST_ACCOUNTS[8]}`)
    expect(reverse.status).toBe(200)
    expect((reverse.body as unknown as Json[])[0]?.name).toBe('alice.airlock')
    expect((await get(`/v1/profile/reverse/${TEST_ACCOUNTS[0]}`)).status).toBe(404)
    expect((await get('/v1/profile/reverse/nope')).status).toBe(400)
  })

  test('suggestions: free names only, each following the rule', async () => {
    const { status, body } = await get('/v1/profile/suggestions/alice')
    expect(status).toBe(200)
    const names = (body.suggestions as { name: string }[]).map((s) => s.name)
    expect(names).not.toContain('alice.airlock')
    expect(names).toContain('alice1.airlock')
    expect(names.length).toBeGreaterThan(0)
    expect(names.length).toBeLessThanOrEqual(5)
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]{4,63}\.airlock$/)
    const short = await get('/v1/profile/suggestions/a_b')
    expect((short.body.suggestions as { name: string }[])[0]?.name).toBe('ab00.airlock')
  })

  test('the project gate applies', async () => {
    const response = await fetch(
      cloud.at('/v1/profile/account/alice.airlock', { projectId: 'unknown' }),
    )
    expect(response.status).toBe(403)
  })
})
