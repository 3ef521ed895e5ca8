import type { SIWXMessageData } from '@airlock/core'
import { type Anvil, startAnvil } from '@airlock/testing/anvil'
import fc from 'fast-check'
import {
  concat,
  createPublicClient,
  createWalletClient,
  getContractAddress,
  type Hex,
  http,
  keccak256,
  type PublicClient,
  serializeErc6492Signature,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SiwxVerificationError } from '../errors/siwx'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { localSiwxStore } from '../stores/localSiwxStore'
import { verifySiwxMessage } from './verifySiwxMessage'

// The SIWX verifier against a real anvil: EOA, ERC-1271 and ERC-6492 (SPEC §7's contract-signature
// check through eth_call), and the rejections of issue 20 (tampered, expired, not yet valid,
// replayed, wrong domain).

let anvil: Anvil
let client: PublicClient
const getClient = (id: number): PublicClient | undefined =>
  id === anvil.chainId ? client : undefined

beforeAll(async () => {
  anvil = await startAnvil(31337)
  client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient
})
afterAll(async () => {
  await anvil?.stop()
})

const account = privateKeyToAccount(generatePrivateKey())
const DAY = 24 * 60 * 60_000

function dataFor(extra: Partial<SIWXMessageData> = {}): SIWXMessageData {
  return {
    accountAddress: account.address,
    chainId: `eip155:${anvil.chainId}`,
    domain: 'app.example',
    uri: 'https://app.example',
    version: '1',
    nonce: 'abcdefgh12',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + DAY).toISOString(),
    ...extra,
  }
}

async function signed(data: SIWXMessageData): Promise<{ message: string; signature: Hex }> {
  const message = createSiwxMessage(data).toString()
  return { message, signature: await account.signMessage({ message }) }
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

describe('verifySiwxMessage', () => {
  test('an EOA signature signs the visitor in; the fields come back', async () => {
    const data = dataFor({ statement: 'Sign in' })
    const result = await verifySiwxMessage({
      ...(await signed(data)),
      getClient,
      domain: 'app.example',
    })
    expect(result).toEqual(data)
  })

  test('a tampered field is rejected (property)', async () => {
    const data = dataFor()
    const { signature } = await signed(data)
    const tamper = fc.oneof(
      fc.constant<Partial<SIWXMessageData>>({ domain: 'evil.example' }),
      fc.constant<Partial<SIWXMessageData>>({ uri: 'https://evil.example' }),
      fc.stringMatching(/^[a-z0-9]{8,16}$/).map((nonce) => ({ nonce })),
      fc
        .integer({ min: 1, max: 1000 })
        .map((n) => ({ expirationTime: new Date(Date.now() + DAY + n * 1000).toISOString() })),
      fc.constant<Partial<SIWXMessageData>>({ statement: 'Transfer everything' }),
      fc.constant<Partial<SIWXMessageData>>({ resources: ['https://evil.example/'] }),
      fc.constant<Partial<SIWXMessageData>>({
        accountAddress: privateKeyToAccount(generatePrivateKey()).address,
      }),
    )
    await fc.assert(
      fc.asyncProperty(tamper, async (change) => {
        const message = createSiwxMessage({ ...data, ...change }).toString()
        expect(await reason(verifySiwxMessage({ message, signature, getClient }))).not.toBe(
          'accepted',
        )
      }),
      { numRuns: 20 },
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
        const sent = await signed(dataFor(data))
        expect(await reason(verifySiwxMessage({ ...sent, getClient, domain: 'app.example' }))).toBe(
          want,
        )
      }),
      { numRuns: 15 },
    )
  })

  test('a wrong signature, a chain without client and a malformed text are rejected', async () => {
    const data = dataFor()
    const { message } = await signed(data)
    const other = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
    expect(await reason(verifySiwxMessage({ message, signature: other, getClient }))).toBe(
      'invalid-signature',
    )
    expect(await reason(verifySiwxMessage({ message, signature: '0xzz', getClient }))).toBe(
      'invalid-signature',
    )
    const elsewhere = await signed(dataFor({ chainId: 'eip155:999999' }))
    expect(await reason(verifySiwxMessage({ ...elsewhere, getClient }))).toBe('unsupported-chain')
    expect(await reason(verifySiwxMessage({ message: 'hi', signature: '0x00', getClient }))).toBe(
      'malformed',
    )
  })

  test('smart accounts: ERC-1271 when deployed, ERC-6492 before', async () => {
    const deployer = privateKeyToAccount(
      '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
    )
    const wallet = createWalletClient({ account: deployer, transport: http(anvil.rpcUrl) })
    // Hand-written contracts: one answers every isValidSignature with the ERC-1271 magic value,
    // the other with zero.
    const deploy = async (runtime: string): Promise<`0x${string}`> => {
      const hash = await wallet.sendTransaction({ chain: null, data: initCodeOf(runtime) })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (!receipt.contractAddress) throw new Error('not deployed')
      return receipt.contractAddress
    }
    const yes = await deploy('631626ba7e60e01b60005260206000f3')
    const no = await deploy('60206000f3')
    const anySignature = `0x${'ab'.repeat(65)}` as Hex
    const messageOf = (address: string): string =>
      createSiwxMessage(dataFor({ accountAddress: address })).toString()
    expect(
      await reason(
        verifySiwxMessage({ message: messageOf(yes), signature: anySignature, getClient }),
      ),
    ).toBe('accepted')
    expect(
      await reason(
        verifySiwxMessage({ message: messageOf(no), signature: anySignature, getClient }),
      ),
    ).toBe('invalid-signature')

    // Not deployed yet: anvil's CREATE2 proxy deploys the accept-all contract inside eth_call.
    const proxy = '0x4e59b44847b379578588920ca78fbf26c0b4956c'
    const initCode = initCodeOf('631626ba7e60e01b60005260206000f3')
    const salt = keccak256(toHex(`siwx-6492-${Date.now()}`))
    const address = getContractAddress({ opcode: 'CREATE2', from: proxy, salt, bytecode: initCode })
    expect(await client.getCode({ address })).toBeUndefined()
    const wrapped = serializeErc6492Signature({
      address: proxy,
      data: concat([salt, initCode]),
      signature: anySignature,
    })
    expect(
      await reason(
        verifySiwxMessage({ message: messageOf(address), signature: wrapped, getClient }),
      ),
    ).toBe('accepted')
    const wrong = serializeErc6492Signature({
      address: proxy,
      data: concat([salt, initCodeOf('60206000f3')]),
      signature: anySignature,
    })
    expect(
      await reason(verifySiwxMessage({ message: messageOf(address), signature: wrong, getClient })),
    ).toBe('invalid-signature')
  })
})

describe('localSiwxStore', () => {
  test('a session is kept once; the same signed message again is a replay', async () => {
    const storage = new Map<string, string>()
    const store = localSiwxStore({
      getClient,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    })
    const chainId = `eip155:${anvil.chainId}` as const
    const nonce = await store.getNonce({ chainId, accountAddress: account.address })
    const sent = await signed(dataFor({ nonce }))
    await store.verify({ data: dataFor({ nonce }), ...sent })
    expect(await store.getSessions(chainId, account.address.toLowerCase())).toHaveLength(1)
    expect(await reason(store.verify({ data: dataFor({ nonce }), ...sent }))).toBe('replayed')
    // A nonce the store never issued.
    const foreign = await signed(dataFor({ nonce: 'neverissued1' }))
    expect(await reason(store.verify({ data: dataFor(), ...foreign }))).toBe('wrong-nonce')
    await store.revoke(chainId, account.address)
    expect(await store.getSessions(chainId, account.address)).toEqual([])
  })

  test('an expired session is not listed', async () => {
    const storage = new Map<string, string>()
    const store = localSiwxStore({
      getClient,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
    })
    const chainId = `eip155:${anvil.chainId}` as const
    const nonce = await store.getNonce({ chainId, accountAddress: account.address })
    const soon = new Date(Date.now() + 1500).toISOString()
    const sent = await signed(dataFor({ nonce, expirationTime: soon }))
    await store.verify({ data: dataFor({ nonce }), ...sent })
    expect(await store.getSessions(chainId, account.address)).toHaveLength(1)
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect(await store.getSessions(chainId, account.address)).toEqual([])
  })
})

/** Creation code returning `runtime`: PUSH1 size PUSH1 12 PUSH1 0 CODECOPY PUSH1 size PUSH1 0 RETURN. */
function initCodeOf(runtime: string): Hex {
  const size = (runtime.length / 2).toString(16).padStart(2, '0')
  return `0x60${size}600c60003960${size}6000f3${runtime}`
}
