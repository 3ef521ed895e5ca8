import { cloudSiwxStore, createSiwx, createSiwxMessage } from '@airlock/siwx'
import { SiwxVerificationError, verifySiwxSession } from '@airlock/siwx/server'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import {
  concat,
  getContractAddress,
  type Hex,
  keccak256,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { TEST_MNEMONIC } from '../src/chains/constants'
import { startTestCloud, type TestCloud } from './startTestCloud'

// Sign in with X against the whole cloud (issue 20): nonces issued by the cloud, single use and
// expiring; sessions; revoke; the dapp server's helper. Real Postgres (PGlite where there is no
// server), real chains for the smart-account checks, real HTTP, and the package's own clients.

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
const projectId = 'airlock-test'
const chainId = 'eip155:1' as const
const DOMAIN = 'app.example'

type Json = Record<string, unknown>

async function call(
  method: string,
  path: string,
  init: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Json }> {
  const response = await fetch(cloud.at(path), {
    method,
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return { status: response.status, body: (await response.json()) as Json }
}

async function nonce(): Promise<string> {
  const { status, body } = await call('POST', '/v1/siwx/nonces')
  expect(status).toBe(200)
  return body.nonce as string
}

function textFor(n: string, extra: Json = {}, address: string = ana.address): string {
  return createSiwxMessage({
    accountAddress: address,
    chainId,
    domain: DOMAIN,
    uri: `https://${DOMAIN}`,
    version: '1',
    nonce: n,
    expirationTime: new Date(Date.now() + 60 * 60_000).toISOString(),
    ...extra,
  }).toString()
}

async function signIn(n: string, extra: Json = {}): Promise<{ status: number; body: Json }> {
  const message = textFor(n, extra)
  return call('POST', '/v1/siwx/sessions', {
    body: { message, signature: await ana.signMessage({ message }) },
  })
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'accepted'
  } catch (error) {
    if (error instanceof SiwxVerificationError) return error.reason
    throw error
  }
}

describe('/v1/siwx', () => {
  test('a signed nonce gives a session; the dapp server accepts it until it is revoked', async () => {
    const created = await signIn(await nonce())
    expect(created.status).toBe(200)
    const token = created.body.token as string
    expect(created.body).toMatchObject({
      session: { data: { accountAddress: ana.address, chainId, domain: DOMAIN } },
    })
    const current = await call('GET', '/v1/siwx/sessions/current', { token })
    expect(current).toMatchObject({
      status: 200,
      body: { session: { data: { nonce: expect.any(String) } } },
    })

    const server = { apiUrl: cloud.url, projectId, domain: DOMAIN }
    expect(await verifySiwxSession({ ...server, token: `Bearer ${token}` })).toMatchObject({
      address: ana.address,
      chainId,
    })
    expect(await refusal(verifySiwxSession({ ...server, token, domain: 'evil.example' }))).toBe(
      'wrong-domain',
    )
    expect(await refusal(verifySiwxSession({ ...server, token: 'not-a-token' }))).toBe('revoked')

    expect(await call('POST', '/v1/siwx/sessions/revoke', { token })).toMatchObject({
      status: 200,
      body: { revoked: true },
    })
    expect((await call('GET', '/v1/siwx/sessions/current', { token })).status).toBe(401)
    expect(await refusal(verifySiwxSession({ ...server, token }))).toBe('revoked')
    expect((await call('POST', '/v1/siwx/sessions/revoke', { token })).body).toEqual({
      revoked: false,
    })
  })

  test('a nonce is good once, only if the cloud issued it, and not after it expires', async () => {
    const n = await nonce()
    expect((await signIn(n)).status).toBe(200)
    expect(await signIn(n)).toMatchObject({ status: 401, body: { reason: 'replayed' } })
    expect(await signIn('madeupnonce123')).toMatchObject({
      status: 401,
      body: { reason: 'wrong-nonce' },
    })
    const stale = await nonce()
    await cloud.store.query(
      `update siwx_nonces set expires_at = now() - interval '1 second' where nonce = $1`,
      [stale],
    )
    expect(await signIn(stale)).toMatchObject({ status: 401, body: { reason: 'wrong-nonce' } })
  })

  test('expired, not yet valid, wrong signer, unknown chain and malformed messages are refused', async () => {
    const n = await nonce()
    const past = new Date(Date.now() - 1000).toISOString()
    expect(await signIn(n, { expirationTime: past })).toMatchObject({
      status: 401,
      body: { reason: 'expired' },
    })
    const later = new Date(Date.now() + 60 * 60_000).toISOString()
    expect(await signIn(n, { notBefore: later })).toMatchObject({
      status: 401,
      body: { reason: 'not-yet-valid' },
    })
    // Neither spent the nonce: a good message with it still signs in.
    const message = textFor(n)
    const eve = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 4 })
    expect(
      await call('POST', '/v1/siwx/sessions', {
        body: { message, signature: await eve.signMessage({ message }) },
      }),
    ).toMatchObject({ status: 401, body: { reason: 'invalid-signature' } })
    // The wrong signature spent it.
    expect(await signIn(n)).toMatchObject({ status: 401, body: { reason: 'replayed' } })
    expect(await signIn(await nonce(), { chainId: 'eip155:424242' })).toMatchObject({
      status: 401,
      body: { reason: 'unsupported-chain' },
    })
    expect(
      await call('POST', '/v1/siwx/sessions', { body: { message: 'hello', signature: '0x00' } }),
    ).toMatchObject({ status: 400, body: { reason: 'malformed' } })
    expect((await call('POST', '/v1/siwx/sessions', { body: { message: 1 } })).status).toBe(400)
    expect(
      (
        await call('POST', '/v1/siwx/sessions', {
          body: { message: 'x'.repeat(5000), signature: '0x00' },
        })
      ).status,
    ).toBe(400)
  })

  test('a smart account not deployed yet signs in through its ERC-6492 wrapper', async () => {
    const chain = cloud.chains.get(1)
    if (!chain) throw new Error('chain 1 is not running')
    const proxy = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
    const initCode = initCodeOf('631626ba7e60e01b60005260206000f3')
    const salt = keccak256(toHex(`siwx-6492-${Date.now()}`))
    const address = getContractAddress({ opcode: 'CREATE2', from: proxy, salt, bytecode: initCode })
    expect(await chain.client.getCode({ address })).toBeUndefined()
    const inner = `0x${'cd'.repeat(65)}` as Hex
    const wrap = (code: Hex): Hex =>
      serializeErc6492Signature({ address: proxy, data: concat([salt, code]), signature: inner })
    const refused = await call('POST', '/v1/siwx/sessions', {
      body: {
        message: textFor(await nonce(), {}, address),
        signature: wrap(initCodeOf('60206000f3')),
      },
    })
    expect(refused).toMatchObject({ status: 401, body: { reason: 'invalid-signature' } })
    const accepted = await call('POST', '/v1/siwx/sessions', {
      body: { message: textFor(await nonce(), {}, address), signature: wrap(initCode) },
    })
    expect(accepted.status).toBe(200)
  })

  test('cloudSiwxStore and createSiwx: sign in, list, revoke through the cloud', async () => {
    const store = cloudSiwxStore({ apiUrl: cloud.url, projectId })
    const siwx = createSiwx({ store, domain: DOMAIN, uri: `https://${DOMAIN}`, required: true })
    expect(await siwx.getSessions(chainId, ana.address)).toEqual([])
    const message = await siwx.createMessage({ chainId, accountAddress: ana.address })
    const text = message.toString()
    await siwx.addSession({
      data: message,
      message: text,
      signature: await ana.signMessage({ message: text }),
    })
    const sessions = await siwx.getSessions(chainId, ana.address)
    expect(sessions).toHaveLength(1)
    const token = store.getToken(chainId, ana.address)
    expect(token).toBeTruthy()
    await siwx.revokeSession(chainId, ana.address)
    expect(await siwx.getSessions(chainId, ana.address)).toEqual([])
    expect(
      (await call('GET', '/v1/siwx/sessions/current', { token: token as string })).status,
    ).toBe(401)
  })
})

/** Creation code returning `runtime`: PUSH1 size PUSH1 12 PUSH1 0 CODECOPY PUSH1 size PUSH1 0 RETURN. */
function initCodeOf(runtime: string): Hex {
  const size = (runtime.length / 2).toString(16).padStart(2, '0')
  return `0x60${size}600c60003960${size}6000f3${runtime}`
}
