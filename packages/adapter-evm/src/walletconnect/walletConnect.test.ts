import { fileURLToPath } from 'node:url'
import {
  type AirlockCore,
  base,
  type Connector,
  connect,
  createAirlockCore,
  disconnect,
  getAccount,
  mainnet,
  signMessage,
  withCloudRpc,
} from '@airlock/core'
import { anvilKey } from '@airlock/testing/anvil'
import { type LocalStack, startLocalStack } from '@airlock/testing/stack'
import {
  blockOutsideFetch,
  createMemoryStorage,
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import { verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../adapter/createEvmAdapter'

// The WalletConnect connector through core, against the real relay of the local cloud (started
// by @airlock/testing's stack from the cloud's build) and the test wallet on the real wallet SDK.
// Nothing may leave the machine: fetch is watched for other hosts.

const projectId = 'airlock-adapter-wc'
const cloudMain = fileURLToPath(new URL('../../../../apps/cloud/dist/main.js', import.meta.url))
const DAY_MS = 24 * 60 * 60 * 1000

let stack: LocalStack
const wallets: TestWalletConnectWallet[] = []
const dapps: { evm: EvmAdapter; core: AirlockCore }[] = []
let blocked: ReturnType<typeof blockOutsideFetch>

beforeAll(async () => {
  blocked = blockOutsideFetch()
  stack = await startLocalStack({ projectId, cloudMain, secureSiteMain: false })
}, 180_000)

afterEach(async () => {
  vi.useRealTimers()
  for (const wallet of wallets.splice(0)) await wallet.close()
  for (const dapp of dapps.splice(0)) await closeDapp(dapp)
})

afterAll(async () => {
  await stack?.stop()
  blocked?.restore()
  expect(blocked?.outside).toEqual([])
})

describe('walletConnect connector against the local relay', () => {
  it('heals a session the SDK no longer holds: a request says Session Expired, core is disconnected, a new connect works', async () => {
    const wallet = await startWallet(7)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    const address = getAccount(dapp.core)?.address as `0x${string}`
    expect(address.toLowerCase()).toBe(wallet.address.toLowerCase())
    const signature = (await signMessage(dapp.core, { message: 'before' })) as `0x${string}`
    expect(await verifyMessage({ address, message: 'before', signature })).toBe(true)

    // Eight days on, past the session's 7-day expiry, with the page still open: the SDK drops the
    // session, its provider still holds it, so the next request names a topic the SDK lost.
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 8 * DAY_MS)
    const refused = await signMessage(dapp.core, { message: 'after' }).catch(
      (error: { shortMessage?: string }) => error,
    )
    expect(refused).toMatchObject({ shortMessage: 'Session Expired' })
    await vi.waitFor(() => expect(getAccount(dapp.core)?.status).toBe('disconnected'))
    // SPEC.md §8 "Other alerts": the visitor is told too.
    expect(dapp.core.state.alert).toMatchObject({ open: true, messageId: 'sessionExpired' })

    // The stale session is gone for good: a new pairing works with the same page and wallet.
    await connectWith(dapp, wallet)
    const again = (await signMessage(dapp.core, { message: 'again' })) as `0x${string}`
    expect(await verifyMessage({ address, message: 'again', signature: again })).toBe(true)
    // Connected again: the alert has served.
    expect(dapp.core.state.alert.open).toBe(false)
  })

  it('the wallet ends the session: core is disconnected and shows Session Expired (alert and toast)', async () => {
    const wallet = await startWallet(5)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    expect(dapp.core.state.alert.open).toBe(false)

    await wallet.disconnect()
    await vi.waitFor(() => expect(getAccount(dapp.core)?.status).toBe('disconnected'), {
      timeout: 10_000,
    })
    await vi.waitFor(() =>
      expect(dapp.core.state.alert).toMatchObject({ open: true, messageId: 'sessionExpired' }),
    )
    await vi.waitFor(() =>
      expect(dapp.core.state.snackbar).toMatchObject({ open: true, messageId: 'sessionExpired' }),
    )
    expect(dapp.core.state.router.view).toBe('Connect')
  })

  it("the dapp's own disconnect is not a lost session: no Session Expired", async () => {
    const wallet = await startWallet(4)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    await disconnect(dapp.core)
    expect(getAccount(dapp.core)?.status).toBe('disconnected')
    // Long enough for a delete echoed by the relay to arrive.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(dapp.core.state.alert.open).toBe(false)
    expect(dapp.core.state.snackbar.open).toBe(false)
  })

  it('a disconnect of a session the SDK no longer holds ends in disconnected, not an error', async () => {
    const wallet = await startWallet(8)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)

    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    vi.setSystemTime(Date.now() + 8 * DAY_MS)
    await disconnect(dapp.core)
    expect(getAccount(dapp.core)?.status).toBe('disconnected')
    await connectWith(dapp, wallet)
    expect(getAccount(dapp.core)?.status).toBe('connected')
  })

  it('a replaced pairing is deleted: a wallet that scans the old URI is told so, and the new URI still connects', async () => {
    const wallet = await startWallet(9, false)
    const dapp = await startDapp()
    const connector = walletConnectConnector(dapp.core)
    const firstUri = nextUri(dapp.evm)
    void connect(dapp.core, { connector }).catch(() => undefined)
    const old = await firstUri
    // The URI is renewed (what the QR view does 10 s before expiry): a new connect replaces it.
    const secondUri = nextUri(dapp.evm)
    const connected = connect(dapp.core, { connector })
    const current = await secondUri
    expect(current).not.toBe(old)

    // The visitor scans the old code anyway: the wallet hears the pairing was deleted.
    const oldTopic = /^wc:([0-9a-f]+)@/.exec(old)?.[1]
    const deleted = new Promise<string>((resolve) =>
      wallet.client.core.pairing.events.on('pairing_delete', ({ topic }: { topic: string }) =>
        resolve(topic),
      ),
    )
    await wallet.pair(old)
    expect(await deleted).toBe(oldTopic)
    expect(wallet.client.core.pairing.pairings.keys).not.toContain(oldTopic)
    expect(getAccount(dapp.core)?.status).toBe('connecting')

    // The dapp never hung on it: the code on screen connects.
    await wallet.pair(current)
    await wallet.approveSession()
    await connected
    expect(getAccount(dapp.core)?.status).toBe('connected')
  })

  it("reads over the session go to the cloud's RPC proxy when the networks carry public RPC URLs", async () => {
    const wallet = await startWallet(6)
    // Core's mainnet and base with their public RPCs (not through withCloudRpc): the rpcMap is
    // the proxy of core's apiUrl, so a read the SDK answers itself stays on this machine.
    const dapp = await startDapp({ networks: 'public' })
    await connectWith(dapp, wallet)
    const connector = dapp.evm.wagmiConfig.connectors.find((c) => c.id === 'walletConnect')
    const provider = (await connector?.getProvider()) as {
      request(args: { method: string }): Promise<unknown>
    }
    const before = blocked.outside.length
    const block = await provider.request({ method: 'eth_blockNumber' })
    expect(block).toMatch(/^0x[0-9a-f]+$/)
    expect(blocked.outside.slice(before)).toEqual([])
  })

  it('a project id the relay refuses fails the connect with Invalid Project ID, every time', async () => {
    const dapp = await startDapp({ projectId: 'not-a-project' })
    for (const _ of [1, 2]) {
      const refused = await connect(dapp.core, {
        connector: walletConnectConnector(dapp.core),
      }).catch((error: { shortMessage?: string; name?: string }) => error)
      expect(refused).toMatchObject({
        name: 'InvalidProjectIdError',
        shortMessage: 'Invalid Project ID',
      })
      expect(getAccount(dapp.core)?.status).toBe('disconnected')
      expect(dapp.core.state.connection.error?.shortMessage).toBe('Invalid Project ID')
    }
  })
})

async function startWallet(key: number, autoApprove = true): Promise<TestWalletConnectWallet> {
  const wallet = await createTestWalletConnectWallet({
    autoApprove,
    relayUrl: stack.relayUrl,
    projectId,
    privateKey: anvilKey(key),
    rpcUrls: stack.rpc,
    chains: [1, 8453],
  })
  wallets.push(wallet)
  return wallet
}

async function startDapp(
  options: { projectId?: string; networks?: 'cloud' | 'public' } = {},
): Promise<{ evm: EvmAdapter; core: AirlockCore }> {
  // One SDK core per storage prefix in a process: each dapp here is its own page.
  const evm = createEvmAdapter({
    walletConnect: {
      storage: createMemoryStorage(),
      storagePrefix: `dapp-${crypto.randomUUID()}`,
    },
  })
  const cloud = { host: stack.cloudUrl, projectId }
  const networks =
    options.networks === 'public'
      ? [mainnet, base]
      : [withCloudRpc(mainnet, cloud), withCloudRpc(base, cloud)]
  const core = createAirlockCore({
    projectId: options.projectId ?? projectId,
    networks,
    adapters: [evm],
    apiUrl: stack.cloudUrl,
    registryUrl: stack.cloudUrl,
    relayUrl: stack.relayUrl,
    metadata: { name: 'adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  await core.ready
  const dapp = { evm, core }
  dapps.push(dapp)
  return dapp
}

function walletConnectConnector(core: AirlockCore): Connector {
  const connector = core.state.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) throw new TypeError('no WalletConnect connector')
  return connector
}

/** Connects through core and pairs the wallet with the URI the adapter reports. */
async function connectWith(
  dapp: { evm: EvmAdapter; core: AirlockCore },
  wallet: TestWalletConnectWallet,
): Promise<void> {
  const uri = nextUri(dapp.evm)
  const connected = connect(dapp.core, { connector: walletConnectConnector(dapp.core) })
  await wallet.pair(await uri)
  await connected
}

function nextUri(evm: EvmAdapter): Promise<string> {
  return new Promise((resolve) => {
    const stop = evm.onPairingUri((uri) => {
      stop()
      resolve(uri)
    })
  })
}

/** Leaves any pairing and stops following wagmi; the relay's stop closes the SDK's socket. */
async function closeDapp(dapp: { evm: EvmAdapter; core: AirlockCore }): Promise<void> {
  dapp.evm.cancelPairing()
  dapp.evm.destroy()
}
