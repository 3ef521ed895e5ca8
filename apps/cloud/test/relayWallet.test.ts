import { anvilKey } from '@airlock/testing/anvil'
import {
  blockOutsideFetch,
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import { SignClient } from '@walletconnect/sign-client'
import { UniversalProvider } from '@walletconnect/universal-provider'
import {
  type Address,
  type Hex,
  parseEther,
  stringToHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestCloud, type TestCloud } from './startTestCloud'

// The test wallet of @airlock/testing/walletconnect against a dapp on
// @walletconnect/universal-provider (as adapter-evm uses it), through the cloud's relay and
// chains. Nothing may leave the machine: fetch is watched for other hosts.

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>
type SignClientOptions = NonNullable<Parameters<typeof SignClient.init>[0]>

const projectId = 'airlock-test'
const methods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]
const recipient: Address = '0x000000000000000000000000000000000000dEaD'

let cloud: TestCloud
const wallets: TestWalletConnectWallet[] = []
const providers: Provider[] = []
const network = blockOutsideFetch()

beforeAll(async () => {
  cloud = await startTestCloud()
})

afterAll(async () => {
  for (const wallet of wallets) await wallet.close()
  for (const provider of providers) await closeProvider(provider)
  await cloud?.dispose()
  network.restore()
  expect(network.outside).toEqual([])
})

describe('@airlock/testing/walletconnect against the relay', () => {
  it('signs, sends to the chain and switches network for a universal-provider dapp', async () => {
    const started = performance.now()
    const wallet = await createWallet({ key: 5 })
    const dapp = await createDapp('dapp-1')
    // The dapp asks for chain 1 only, so switching to 8453 has to go to the wallet.
    const connected = dapp.connect({ optionalNamespaces: eip155Namespace([1]) })
    await wallet.pair(await nextUri(dapp))
    const session = await connected
    expect(session?.namespaces.eip155?.accounts).toContain(`eip155:1:${wallet.address}`)

    const message = stringToHex('Sign in to the demo')
    const signature = await dapp.request<Hex>(
      { method: 'personal_sign', params: [message, wallet.address] },
      'eip155:1',
    )
    console.info(
      `[relay] wallet + dapp init, pair, approve, personal_sign: ${Math.round(performance.now() - started)} ms`,
    )
    expect(
      await verifyMessage({ address: wallet.address, message: { raw: message }, signature }),
    ).toBe(true)

    const typed = {
      domain: { name: 'Airlock', version: '1', chainId: 1 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'Hello' },
    }
    const typedSignature = await dapp.request<Hex>(
      { method: 'eth_signTypedData_v4', params: [wallet.address, JSON.stringify(typed)] },
      'eip155:1',
    )
    expect(
      await verifyTypedData({ address: wallet.address, ...typed, signature: typedSignature }),
    ).toBe(true)

    const chain = cloud.chains.get(1)
    if (!chain) throw new TypeError('chain 1 is not running')
    const before = await chain.client.getBalance({ address: recipient })
    const hash = await dapp.request<Hex>(
      {
        method: 'eth_sendTransaction',
        params: [
          { from: wallet.address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` },
        ],
      },
      'eip155:1',
    )
    const receipt = await chain.client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await chain.client.getBalance({ address: recipient })) - before).toBe(
      parseEther('0.01'),
    )

    const chainChanged = new Promise((resolve) => dapp.once('chainChanged', resolve))
    await dapp.request(
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] },
      'eip155:1',
    )
    expect(Number(await chainChanged)).toBe(8453)
    expect(wallet.chainId).toBe(8453)
    expect(wallet.sessions()[0]?.accounts).toContain(`eip155:8453:${wallet.address}`)

    // The wallet moves on its own: the dapp hears chainChanged.
    const back = new Promise((resolve) => dapp.once('chainChanged', resolve))
    await wallet.switchChain(1)
    expect(Number(await back)).toBe(1)

    const unknown = await dapp
      .request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] }, 'eip155:1')
      .catch((error: { code?: number }) => error)
    expect(unknown).toMatchObject({ code: 4902 })

    wallet.rejectNextRequest()
    const rejected = await dapp
      .request({ method: 'personal_sign', params: [message, wallet.address] }, 'eip155:1')
      .catch((error: { code?: number; message?: string }) => error)
    expect(rejected).toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(wallet.requests.map((r) => r.method)).toEqual([
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sendTransaction',
      'wallet_switchEthereumChain',
      'wallet_switchEthereumChain',
      'personal_sign',
    ])
  })

  it('rejects a session, approves the retry, and disconnects from the wallet side', async () => {
    const wallet = await createWallet({ key: 6, autoApprove: false })
    const dapp = await createDapp('dapp-2')

    const first = dapp.connect({ optionalNamespaces: eip155Namespace([1]) })
    const firstOutcome = first.then(
      () => 'approved',
      (error: { message?: string }) => error.message,
    )
    await wallet.pair(await nextUri(dapp))
    expect((await wallet.waitForProposal()).peerName).toBe('dapp-2')
    await wallet.rejectSession()
    expect(await firstOutcome).toBe('User rejected.')

    const retry = dapp.connect({ optionalNamespaces: eip155Namespace([1]) })
    await wallet.pair(await nextUri(dapp))
    const approved = await wallet.approveSession()
    const session = await retry
    expect(session?.topic).toBe(approved.topic)
    expect(approved.accounts).toEqual([`eip155:1:${wallet.address}`])

    const ended = new Promise((resolve) => dapp.once('session_delete', resolve))
    await wallet.disconnect()
    await ended
    expect(wallet.sessions()).toEqual([])
  })
})

async function createWallet(options: { key: number; autoApprove?: boolean }) {
  const rpcUrls = Object.fromEntries(cloud.chains.chains.map((c) => [c.chainId, c.rpcUrl]))
  const wallet = await createTestWalletConnectWallet({
    relayUrl: cloud.relayUrl,
    projectId,
    privateKey: anvilKey(options.key),
    rpcUrls,
    chains: [1, 8453],
    ...(options.autoApprove === undefined ? {} : { autoApprove: options.autoApprove }),
  })
  wallets.push(wallet)
  return wallet
}

async function createDapp(name: string): Promise<Provider> {
  // The dapp's own SDK client with in-memory storage, handed to the provider.
  const client = await SignClient.init({
    projectId,
    relayUrl: cloud.relayUrl,
    customStoragePrefix: `relay-wallet-test-${name}`,
    storage: memoryStorage(),
    telemetryEnabled: false,
    logger: 'silent',
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })
  const provider = await UniversalProvider.init({
    client: client as never,
    projectId,
    relayUrl: cloud.relayUrl,
    telemetryEnabled: false,
    logger: 'silent',
  })
  providers.push(provider)
  return provider
}

function eip155Namespace(chainIds: number[]) {
  return {
    eip155: {
      chains: chainIds.map((id) => `eip155:${id}`),
      methods,
      events: ['chainChanged', 'accountsChanged'],
      // Every chain the session may reach reads through the cloud's RPC proxy, never a vendor's.
      rpcMap: Object.fromEntries(
        [1, 8453].map((id) => [id, cloud.at('/v1/', { chainId: `eip155:${id}` })]),
      ),
    },
  }
}

function nextUri(dapp: Provider): Promise<string> {
  return new Promise((resolve) => dapp.once('display_uri', resolve))
}

function memoryStorage(): NonNullable<SignClientOptions['storage']> {
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
  return storage as unknown as NonNullable<SignClientOptions['storage']>
}

async function closeProvider(provider: Provider) {
  const client = provider.client
  await client?.core.relayer.transportClose().catch(() => undefined)
  client?.core.heartbeat.stop()
}
