import { generateKeyPairSync, type KeyObject, sign as signBytes } from 'node:crypto'
import { cloudSiwxStore, createSiwx, createSiwxMessage } from '@airlock/siwx'
import { SiwxVerificationError, verifySiwxSession } from '@airlock/siwx/server'
import { startTestPostgres, type TestPostgres } from '@airlock/store/testing'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startTestCloud, type TestCloud } from './startTestCloud'

// Sign-In-With-Solana against the whole cloud (issue 20): the same /v1/siwx routes and the same
// verifier as EVM, an ed25519 signature by the base58 address, the cloud's Solana networks only.

const postgres: TestPostgres | undefined = await startTestPostgres()
let cloud: TestCloud

beforeAll(async () => {
  cloud = await startTestCloud(postgres ? { databaseUrl: postgres.url } : {})
}, 120_000)
afterAll(async () => {
  await cloud?.dispose()
  await postgres?.stop()
})

const DOMAIN = 'app.example'
const projectId = 'airlock-test'
const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as const
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** Base58 (Bitcoin alphabet), as Solana writes keys and signatures. */
function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${Buffer.from(bytes).toString('hex') || '0'}`)
  let out = ''
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out
    n /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}
function keypair(): { secret: KeyObject; address: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const x = publicKey.export({ format: 'jwk' }).x as string
  return { secret: privateKey, address: base58(Buffer.from(x, 'base64url')) }
}
const { secret, address } = keypair()
const sign = (message: string, key = secret): string =>
  base58(signBytes(null, Buffer.from(message, 'utf8'), key))

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

function textFor(n: string, extra: Json = {}): string {
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

async function signIn(n: string, extra: Json = {}, key = secret) {
  const message = textFor(n, extra)
  return call('POST', '/v1/siwx/sessions', { body: { message, signature: sign(message, key) } })
}

describe('/v1/siwx with Sign-In-With-Solana', () => {
  test('a signed nonce gives a session the dapp server accepts until it is revoked', async () => {
    const created = await signIn(await nonce())
    expect(created).toMatchObject({
      status: 200,
      body: { session: { data: { accountAddress: address, chainId, domain: DOMAIN } } },
    })
    const token = created.body.token as string
    const server = { apiUrl: cloud.url, projectId, domain: DOMAIN }
    expect(await verifySiwxSession({ ...server, token })).toMatchObject({ address, chainId })
    expect(await refusal(verifySiwxSession({ ...server, token, domain: 'evil.example' }))).toBe(
      'wrong-domain',
    )
    expect((await call('POST', '/v1/siwx/sessions/revoke', { token })).body).toEqual({
      revoked: true,
    })
    expect(await refusal(verifySiwxSession({ ...server, token }))).toBe('revoked')
  })

  test('replayed, expired, not yet valid, wrong key and unknown network are refused', async () => {
    const n = await nonce()
    expect((await signIn(n)).status).toBe(200)
    expect(await signIn(n)).toMatchObject({ status: 401, body: { reason: 'replayed' } })
    const m = await nonce()
    expect(
      await signIn(m, { expirationTime: new Date(Date.now() - 1000).toISOString() }),
    ).toMatchObject({ status: 401, body: { reason: 'expired' } })
    expect(
      await signIn(m, { notBefore: new Date(Date.now() + 60 * 60_000).toISOString() }),
    ).toMatchObject({ status: 401, body: { reason: 'not-yet-valid' } })
    expect(await signIn(m, {}, keypair().secret)).toMatchObject({
      status: 401,
      body: { reason: 'invalid-signature' },
    })
    expect(await signIn(await nonce(), { chainId: 'solana:localnetXYZ' })).toMatchObject({
      status: 401,
      body: { reason: 'unsupported-chain' },
    })
    const message = textFor(await nonce())
    expect(
      await call('POST', '/v1/siwx/sessions', {
        body: { message, signature: `0x${'00'.repeat(65)}` },
      }),
    ).toMatchObject({ status: 401, body: { reason: 'invalid-signature' } })
  })

  test('cloudSiwxStore and createSiwx: a Solana session is listed for its exact address only', async () => {
    const store = cloudSiwxStore({ apiUrl: cloud.url, projectId })
    const siwx = createSiwx({ store, domain: DOMAIN, uri: `https://${DOMAIN}`, required: true })
    const message = await siwx.createMessage({ chainId, accountAddress: address })
    const text = message.toString()
    expect(text.split('\n')[0]).toBe(`${DOMAIN} wants you to sign in with your Solana account:`)
    await siwx.addSession({ data: message, message: text, signature: sign(text) })
    expect(await siwx.getSessions(chainId, address)).toHaveLength(1)
    // Base58 is case-sensitive: another spelling is another account.
    expect(await siwx.getSessions(chainId, address.toLowerCase())).toEqual([])
    expect(store.getToken(chainId, address.toUpperCase())).toBeUndefined()
    const token = store.getToken(chainId, address) as string
    await siwx.revokeSession(chainId, address)
    expect((await call('GET', '/v1/siwx/sessions/current', { token })).status).toBe(401)
  })
})

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'accepted'
  } catch (error) {
    if (error instanceof SiwxVerificationError) return error.reason
    throw error
  }
}
