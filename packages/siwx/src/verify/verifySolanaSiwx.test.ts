import type { CaipNetworkId, SIWXMessageData } from '@airlock/core'
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { SiwxMessageError, SiwxVerificationError } from '../errors/siwx'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { localSiwxStore } from '../stores/localSiwxStore'
import { verifySiwxMessage } from './verifySiwxMessage'
import { isSolanaAddress, verifySolanaSignature } from './verifySolanaSignature'

// Sign-In-With-Solana (issue 20): the text round-trips through @solana/wallet-standard-util's
// builder and parser, and the ed25519 verifier refuses what the EVM one refuses: a tampered field,
// an expired, not-yet-valid, replayed or wrong-domain message, a wrong key.

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' as CaipNetworkId
const DAY = 24 * 60 * 60_000
const noClient = () => undefined

function keypair(): { secret: Uint8Array; address: string } {
  const secret = ed25519.utils.randomPrivateKey()
  return { secret, address: base58.encode(ed25519.getPublicKey(secret)) }
}
const wallet = keypair()

function sign(message: string, secret = wallet.secret): string {
  return base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
}

function dataFor(extra: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    accountAddress: wallet.address,
    chainId: MAINNET,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + DAY).toISOString(),
    ...extra,
  }
}

function signed(data: SIWXMessageData): { message: string; signature: string } {
  const message = createSiwxMessage(data).toString()
  return { message, signature: sign(message) }
}

async function reason(promise: Promise<unknown>): Promise<string> {
  try {
    await promise
    return 'accepted'
  } catch (error) {
    if (error instanceof SiwxVerificationError) return error.reason
    throw error
  }
}

const alnum = fc.stringMatching(/^[A-Za-z0-9]{8,32}$/)
const host = fc.stringMatching(
  /^[a-z](?:[a-z0-9-]{0,20}[a-z0-9])?\.(?:example|test)(?::[1-9][0-9]{1,4})?$/,
)
const date = fc
  .date({
    min: new Date('2000-01-01T00:00:00Z'),
    max: new Date('2099-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString())
const address = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => base58.encode(bytes))
  .filter((a) => a.length >= 32)
const solanaData: fc.Arbitrary<SIWXMessageData> = fc
  .record(
    {
      accountAddress: address,
      chainId: fc
        .constantFrom(
          'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
          'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
          'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
        )
        .map((id) => id as CaipNetworkId),
      domain: host,
      uri: host.map((h) => `https://${h}/`),
      version: fc.constant('1'),
      nonce: alnum,
      statement: fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9 ,.!?'-]{0,78}[A-Za-z0-9.!?]$/),
      issuedAt: date,
      expirationTime: date,
      notBefore: date,
      requestId: alnum,
      resources: fc.array(fc.stringMatching(/^https:\/\/[a-z]{1,12}\.example\/[a-z0-9]{0,12}$/), {
        minLength: 1,
        maxLength: 3,
      }),
    },
    { requiredKeys: ['accountAddress', 'chainId', 'domain', 'uri', 'version', 'nonce'] },
  )
  .map((data) => data as SIWXMessageData)

describe('Sign-In-With-Solana text', () => {
  test('every message round-trips through build and parse', () => {
    fc.assert(
      fc.property(solanaData, (data) => {
        const message = createSiwxMessage(data)
        const { toString: _text, ...fields } = message
        expect(fields).toMatchObject(data)
        expect(parseSiwxMessage(message.toString())).toEqual(fields)
      }),
      { numRuns: 300 },
    )
  })

  test('the text is the Sign-In-With-Solana format, the chain id the CAIP-2 one', () => {
    const text = createSiwxMessage({
      accountAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
      chainId: MAINNET,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: 'abcdefgh1',
      statement: 'Sign in to the demo',
      issuedAt: '2026-01-01T00:00:00.000Z',
    }).toString()
    expect(text).toBe(
      [
        'app.example wants you to sign in with your Solana account:',
        '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        '',
        'Sign in to the demo',
        '',
        'URI: https://app.example',
        'Version: 1',
        'Chain ID: solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
        'Nonce: abcdefgh1',
        'Issued At: 2026-01-01T00:00:00.000Z',
      ].join('\n'),
    )
  })

  test('a malformed address, chain id, field with a line break or text is refused', () => {
    expect(() => createSiwxMessage(dataFor({ accountAddress: '0xabc' }))).toThrow(SiwxMessageError)
    expect(() => createSiwxMessage(dataFor({ chainId: 'solana:' as CaipNetworkId }))).toThrow(
      SiwxMessageError,
    )
    expect(() => createSiwxMessage(dataFor({ statement: 'a\nNonce: x' }))).toThrow(SiwxMessageError)
    const text = createSiwxMessage(dataFor()).toString()
    expect(() => parseSiwxMessage(text.replace(/\nNonce: .*/, ''))).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage(text.replace(/\nChain ID: .*/, ''))).toThrow(SiwxMessageError)
    expect(() => parseSiwxMessage(text.replace(wallet.address, 'notbase58OIl0'))).toThrow(
      SiwxMessageError,
    )
    expect(isSolanaAddress(wallet.address)).toBe(true)
    expect(isSolanaAddress('1'.repeat(45))).toBe(false)
  })
})

describe('verifySiwxMessage (solana, ed25519)', () => {
  test('the wallet key signs the visitor in; the fields come back', async () => {
    const data = dataFor({ statement: 'Sign in' })
    const sent = signed(data)
    expect(
      await verifySiwxMessage({
        ...sent,
        getClient: noClient,
        domain: 'app.example',
        solanaChainIds: [MAINNET],
      }),
    ).toEqual(data)
  })

  test('a tampered field is rejected (property)', async () => {
    const data = dataFor()
    const { signature } = signed(data)
    const tamper = fc.oneof(
      fc.constant<Partial<SIWXMessageData>>({ domain: 'evil.example' }),
      fc.constant<Partial<SIWXMessageData>>({ uri: 'https://evil.example' }),
      alnum.filter((n) => n !== data.nonce).map((nonce) => ({ nonce })),
      fc
        .integer({ min: 1, max: 1000 })
        .map((n) => ({ expirationTime: new Date(Date.now() + DAY + n * 1000).toISOString() })),
      fc.constant<Partial<SIWXMessageData>>({ statement: 'Transfer everything' }),
      fc.constant<Partial<SIWXMessageData>>({ resources: ['https://evil.example/'] }),
      fc.constant<Partial<SIWXMessageData>>({
        chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' as CaipNetworkId,
      }),
      fc.constant<Partial<SIWXMessageData>>({ accountAddress: keypair().address }),
    )
    await fc.assert(
      fc.asyncProperty(tamper, async (change) => {
        const message = createSiwxMessage({ ...data, ...change }).toString()
        expect(await reason(verifySiwxMessage({ message, signature, getClient: noClient }))).toBe(
          'invalid-signature',
        )
      }),
      { numRuns: 40 },
    )
  })

  test('expired, not yet valid and wrong-domain messages are rejected (property)', async () => {
    const cases = fc.oneof(
      fc.integer({ min: 1, max: 10 * 365 }).map((days) => ({
        data: { expirationTime: new Date(Date.now() - days * DAY).toISOString() },
        want: 'expired',
      })),
      fc.integer({ min: 1, max: 10 * 365 }).map((days) => ({
        data: { notBefore: new Date(Date.now() + days * DAY).toISOString() },
        want: 'not-yet-valid',
      })),
      fc
        .stringMatching(/^[a-z]{1,12}\.test$/)
        .map((domain) => ({ data: { domain }, want: 'wrong-domain' })),
    )
    await fc.assert(
      fc.asyncProperty(cases, async ({ data, want }) => {
        const sent = signed(dataFor(data))
        expect(
          await reason(verifySiwxMessage({ ...sent, getClient: noClient, domain: 'app.example' })),
        ).toBe(want)
      }),
      { numRuns: 30 },
    )
  })

  test('another key, a malformed signature and a chain off the list are rejected', async () => {
    const { message, signature } = signed(dataFor())
    const other = sign(message, keypair().secret)
    const refuse = (sig: string) =>
      reason(verifySiwxMessage({ message, signature: sig, getClient: noClient }))
    expect(await refuse(other)).toBe('invalid-signature')
    expect(await refuse('0xdeadbeef')).toBe('invalid-signature')
    expect(await refuse(`${signature}1`)).toBe('invalid-signature')
    expect(await refuse('')).toBe('invalid-signature')
    expect(
      await reason(
        verifySiwxMessage({
          message,
          signature,
          getClient: noClient,
          solanaChainIds: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
        }),
      ),
    ).toBe('unsupported-chain')
    expect(verifySolanaSignature({ address: wallet.address, message, signature })).toBe(true)
    expect(
      verifySolanaSignature({ address: wallet.address, message: `${message} `, signature }),
    ).toBe(false)
  })
})

describe('localSiwxStore (solana)', () => {
  test('a session is kept once; the same signed message again is a replay', async () => {
    const storage = new Map<string, string>()
    const store = localSiwxStore({
      getClient: noClient,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    })
    const nonce = await store.getNonce({ chainId: MAINNET, accountAddress: wallet.address })
    const sent = signed(dataFor({ nonce }))
    await store.verify({ data: dataFor({ nonce }), ...sent })
    expect(await store.getSessions(MAINNET, wallet.address)).toHaveLength(1)
    // Base58 is case-sensitive: another spelling is another account.
    expect(await store.getSessions(MAINNET, wallet.address.toLowerCase())).toEqual([])
    expect(await reason(store.verify({ data: dataFor({ nonce }), ...sent }))).toBe('replayed')
    const foreign = signed(dataFor({ nonce: 'neverissued1' }))
    expect(await reason(store.verify({ data: dataFor(), ...foreign }))).toBe('wrong-nonce')
    await store.revoke(MAINNET, wallet.address)
    expect(await store.getSessions(MAINNET, wallet.address)).toEqual([])
  })
})
