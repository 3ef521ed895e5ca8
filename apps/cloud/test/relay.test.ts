import { generateKeyPairSync, sign } from 'node:crypto'
import { blockOutsideFetch } from '@airlock/testing/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WebSocket } from 'ws'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The contract test of the local WalletConnect relay: two real SDK clients (sign-client 2.25 on
// both sides, as a dapp and as a wallet) pair, approve, sign and survive a dropped socket through
// the relay the cloud starts. Nothing may leave the machine: fetch is watched for other hosts.

type SignClientOptions = NonNullable<Parameters<typeof SignClient.init>[0]>
type Storage = NonNullable<SignClientOptions['storage']>
type Client = Awaited<ReturnType<typeof SignClient.init>>

const projectId = 'airlock-test'
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec6c0b8d2b6e95d',
)
const namespaces = {
  eip155: {
    chains: ['eip155:1'],
    methods: ['personal_sign'],
    events: ['chainChanged', 'accountsChanged'],
  },
}

let cloud: TestCloud
const clients: Client[] = []
const network = blockOutsideFetch()

beforeAll(async () => {
  cloud = await startTestCloud()
})

afterAll(async () => {
  for (const client of clients) await closeClient(client)
  await cloud?.dispose()
  network.restore()
  expect(network.outside).toEqual([])
})

describe('WalletConnect relay', () => {
  it('pairs a dapp and a wallet, approves a session and answers personal_sign', async () => {
    const initStarted = performance.now()
    const dapp = await createClient('dapp')
    const wallet = await createClient('wallet')
    const started = performance.now()
    approveEveryProposal(wallet)
    answerPersonalSign(wallet)

    const { uri, approval } = await dapp.connect({ optionalNamespaces: namespaces })
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()
    expect(session.namespaces.eip155?.accounts).toEqual([`eip155:1:${account.address}`])

    const message = stringToHex('Hello from the dapp')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    const elapsed = Math.round(performance.now() - started)
    const init = Math.round(started - initStarted)
    console.info(
      `[relay] two clients' init ${init} ms; pair + approve + personal_sign ${elapsed} ms`,
    )
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature }),
    ).toBe(true)
  })

  it('loses nothing when a client drops its socket while the other publishes', async () => {
    const dapp = await createClient('dapp-drop')
    const wallet = await createClient('wallet-drop')
    approveEveryProposal(wallet)
    answerPersonalSign(wallet)
    const { uri, approval } = await dapp.connect({ optionalNamespaces: namespaces })
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()

    // The wallet's socket dies without a close handshake; the dapp asks while it is gone.
    const reconnected = new Promise<void>((resolve) =>
      wallet.core.relayer.once('relayer_connect', () => resolve()),
    )
    socketOf(wallet)?.terminate()
    const message = stringToHex('Sent while the wallet was offline')
    const signed = dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    await reconnected
    const signature = await signed
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature }),
    ).toBe(true)

    // And the other way round: the dapp drops while the wallet announces a chain change.
    const chainChanged = new Promise<unknown>((resolve) =>
      dapp.on('session_event', ({ params }) => resolve(params.event)),
    )
    socketOf(dapp)?.terminate()
    await wallet.emit({
      topic: session.topic,
      chainId: 'eip155:1',
      event: { name: 'chainChanged', data: 1 },
    })
    expect(await chainChanged).toEqual({ name: 'chainChanged', data: 1 })
  })

  it('refuses an unknown project id with a close reason that says so', async () => {
    // A valid did-jwt, signed as the SDK signs it: only the project can be what is refused.
    const auth = signRelayAuth()
    const known = await openOf(`${cloud.relayUrl}/?projectId=${projectId}&auth=${auth}`)
    known.close()
    const { code, reason } = await closeOf(`${cloud.relayUrl}/?projectId=nope&auth=${auth}`)
    expect(code).toBe(3000)
    expect(reason).toBe('Unauthorized: project nope not found')
  })

  it('answers on the cloud port at /relay too: a dapp there and a wallet on the relay port pair and sign', async () => {
    const onCloudPort = `${cloud.url.replace(/^http/, 'ws')}/relay`
    const dapp = await createClient('dapp-path', onCloudPort)
    const wallet = await createClient('wallet-path')
    approveEveryProposal(wallet)
    answerPersonalSign(wallet)
    const { uri, approval } = await dapp.connect({ optionalNamespaces: namespaces })
    await wallet.pair({ uri: uri ?? '' })
    const session = await approval()
    const message = stringToHex('Through /relay')
    const signature = await dapp.request<Hex>({
      topic: session.topic,
      chainId: 'eip155:1',
      request: { method: 'personal_sign', params: [message, account.address] },
    })
    expect(
      await verifyMessage({ address: account.address, message: { raw: message }, signature }),
    ).toBe(true)

    // The same project check as on the relay's own port; any other path is not a socket.
    const auth = signRelayAuth()
    const refused = await closeOf(`${onCloudPort}?projectId=nope&auth=${auth}`)
    expect(refused).toEqual({ code: 3000, reason: 'Unauthorized: project nope not found' })
    const elsewhere = await new Promise<number | undefined>((resolve) => {
      const socket = new WebSocket(
        `${cloud.url.replace(/^http/, 'ws')}/relays?projectId=${projectId}&auth=${auth}`,
      )
      socket.once('unexpected-response', (_request, response) => resolve(response.statusCode))
      socket.once('open', () => resolve(undefined))
      socket.once('error', () => undefined)
    })
    expect(elsewhere).toBe(404)
  })

  it("an SDK client with an unknown project hears the relay's refusal as a fatal socket error", async () => {
    const client = await SignClient.init({
      projectId: 'not-a-project',
      relayUrl: cloud.relayUrl,
      customStoragePrefix: 'relay-test-unknown-project',
      storage: memoryStorage(),
      telemetryEnabled: false,
      logger: 'silent',
      metadata: { name: 'x', description: 'x', url: 'http://127.0.0.1', icons: [] },
    })
    clients.push(client)
    const refused = new Promise<Error>((resolve) =>
      client.core.relayer.once('relayer_error', (error: Error) => resolve(error)),
    )
    client.connect({ optionalNamespaces: namespaces }).catch(() => undefined)
    // What adapter-evm's toRelayRefusal reads to say `Invalid Project ID`.
    expect((await refused).message).toBe(
      'WebSocket connection closed abnormally with code: 3000 (Unauthorized: project not-a-project not found)',
    )
  })
})

/**
 * The relay's `auth`: a did-jwt as `@walletconnect/relay-auth` writes it (EdDSA over
 * `header.payload`, issuer `did:key:z` + base58btc of the Ed25519 multicodec key).
 */
function signRelayAuth(): string {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x as string, 'base64url')
  const iss = `did:key:z${encodeBase58(Buffer.concat([Buffer.from([0xed, 0x01]), raw]))}`
  const now = Math.floor(Date.now() / 1000)
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const header = part({ alg: 'EdDSA', typ: 'JWT' })
  const payload = part({ iss, sub: 'test', aud: cloud.relayUrl, iat: now, exp: now + 3600 })
  const signature = sign(null, Buffer.from(`${header}.${payload}`), privateKey)
  return `${header}.${payload}.${signature.toString('base64url')}`
}

function encodeBase58(bytes: Uint8Array): string {
  const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`)
  let out = ''
  while (value > 0n) {
    out = alphabet[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

/** Resolves once the relay admitted the socket (it answers a request), rejects if it closes. */
function openOf(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('error', reject)
    socket.once('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)))
    socket.once('open', () =>
      socket.send(
        JSON.stringify({
          id: 1,
          jsonrpc: '2.0',
          method: 'irn_subscribe',
          params: { topic: 'ab'.repeat(32) },
        }),
      ),
    )
    socket.once('message', () => {
      socket.removeAllListeners('close')
      resolve(socket)
    })
  })
}

async function createClient(name: string, relayUrl = cloud.relayUrl): Promise<Client> {
  const client = await SignClient.init({
    projectId,
    relayUrl,
    customStoragePrefix: `relay-test-${name}`,
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })
  // The Verify API is a vendor service; a local peer has nothing to check the dapp against.
  client.core.verify.resolve = (async () =>
    undefined) as unknown as Client['core']['verify']['resolve']
  clients.push(client)
  return client
}

function approveEveryProposal(wallet: Client) {
  wallet.on('session_proposal', async ({ id }) => {
    await wallet.approve({
      id,
      namespaces: {
        eip155: {
          accounts: [`eip155:1:${account.address}`],
          chains: namespaces.eip155.chains,
          methods: namespaces.eip155.methods,
          events: namespaces.eip155.events,
        },
      },
    })
  })
}

function answerPersonalSign(wallet: Client) {
  wallet.on('session_request', async ({ id, topic, params }) => {
    const [message] = params.request.params as [Hex]
    const result = await account.signMessage({ message: { raw: message } })
    await wallet.respond({ topic, response: { id, jsonrpc: '2.0', result } })
  })
}

function memoryStorage(): Storage {
  const items = new Map<string, unknown>()
  const storage = {
    getKeys: async () => [...items.keys()],
    getEntries: async () => [...items.entries()],
    getItem: async (key: string) => items.get(key),
    setItem: async (key: string, value: unknown) => {
      items.set(key, value)
    },
    removeItem: async (key: string) => {
      items.delete(key)
    },
  }
  return storage as unknown as Storage
}

async function closeClient(client: Client) {
  await client.core.relayer.transportClose().catch(() => undefined)
  client.core.heartbeat.stop()
}

// The SDK's transport keeps its `ws` socket on the connection; terminating it is a dropped network.
function socketOf(client: Client): WebSocket | undefined {
  return (client.core.relayer.provider.connection as unknown as { socket?: WebSocket }).socket
}

function closeOf(url: string): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.once('error', reject)
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }))
  })
}
