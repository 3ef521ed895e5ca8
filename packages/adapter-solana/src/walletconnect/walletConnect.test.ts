import {
  type AirlockCore,
  type Connector,
  connect,
  createAirlockCore,
  disconnect,
  getAccount,
  type Network,
  sendTransaction,
  signMessage,
  solanaDevnet,
} from '@airlock/core'
import {
  createMemoryStorage,
  createTestWalletConnectWallet,
  type TestWalletConnectWallet,
} from '@airlock/testing/walletconnect'
import { ed25519 } from '@noble/curves/ed25519'
import { Connection, PublicKey } from '@solana/web3.js'
import bs58 from 'bs58'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { createSolanaAdapter, type SolanaAdapter } from '../adapter/createSolanaAdapter'

// WalletConnect's `solana` namespace through core, against the real relay of the local cloud and
// the test wallet on the real wallet SDK (@walletconnect/sign-client); sends land on the cloud's
// Solana devnet (litesvm) through its RPC proxy.

const { rpcUrl, seeds } = inject('solana')
const walletConnect = inject('walletConnect')
const NETWORK: Network = { ...solanaDevnet, rpcUrls: { default: { http: [rpcUrl] } } }
const connection = new Connection(rpcUrl, {
  commitment: 'confirmed',
  wsEndpoint: rpcUrl.replace(/^http/, 'ws'),
})

const wallets: TestWalletConnectWallet[] = []
const dapps: { solana: SolanaAdapter; core: AirlockCore }[] = []
afterEach(async () => {
  for (const wallet of wallets.splice(0)) await wallet.close()
  for (const dapp of dapps.splice(0)) {
    dapp.solana.cancelPairing()
    dapp.solana.destroy()
  }
})

describe.skipIf(!walletConnect)('WalletConnect solana namespace against the local relay', () => {
  it('a Solana-only dapp pairs, signs a message (ed25519) and sends SOL that lands on the chain', async () => {
    const wallet = await startWallet(seeds[7] as string)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    const account = getAccount(dapp.core)
    expect(account?.caipAddress).toBe(`${NETWORK.caipNetworkId}:${wallet.solanaAddress}`)
    // The wallet was asked for Solana only: a Solana-only dapp proposes no eip155.
    expect(wallet.sessions()[0]?.accounts).toEqual([
      `${NETWORK.caipNetworkId}:${wallet.solanaAddress}`,
    ])

    const signature = await signMessage(dapp.core, { message: 'hello over WalletConnect' })
    expect(
      ed25519.verify(
        bs58.decode(signature),
        new TextEncoder().encode('hello over WalletConnect'),
        bs58.decode(wallet.solanaAddress as string),
      ),
    ).toBe(true)
    // The wallet records a request once its answer went out.
    await expect
      .poll(() => wallet.requests.at(-1))
      .toMatchObject({
        method: 'solana_signMessage',
        chainId: NETWORK.caipNetworkId,
      })

    const to = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
    const before = await connection.getBalance(new PublicKey(to))
    const sent = await sendTransaction(dapp.core, { to, value: 1_000_000n })
    const status = await connection.getSignatureStatus(sent)
    expect(status.value?.err ?? null).toBeNull()
    const after = await connection.getBalance(new PublicKey(to))
    expect(after - before).toBe(1_000_000)
    await expect.poll(() => wallet.requests.at(-1)?.method).toBe('solana_signAndSendTransaction')
  })

  it('a wallet without signAndSend signs the transaction and the adapter sends it', async () => {
    const wallet = await startWallet(seeds[7] as string, { signAndSend: false })
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    const to = '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q'
    const sent = await sendTransaction(dapp.core, { to, value: 2_000_000n })
    expect((await connection.getSignatureStatus(sent)).value?.err ?? null).toBeNull()
    await expect.poll(() => wallet.requests.at(-1)?.method).toBe('solana_signTransaction')
  })

  it('a refusal is a rejected request; a wallet-side disconnect disconnects core', async () => {
    const wallet = await startWallet(seeds[7] as string)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    wallet.rejectNextRequest()
    const refused = await signMessage(dapp.core, { message: 'no' }).catch(
      (error: { name?: string }) => error,
    )
    expect(refused).toMatchObject({ name: 'UserRejectedRequestError' })
    expect(getAccount(dapp.core)?.status).toBe('connected')

    await wallet.disconnect()
    await expect.poll(() => getAccount(dapp.core)?.status).toBe('disconnected')
    // The session ended on the wallet's side: core says so (SPEC.md §8 `Session Expired`).
    await expect
      .poll(() => dapp.core.state.alert)
      .toMatchObject({ open: true, messageId: 'sessionExpired' })
  })

  it('restores the session the SDK holds without pairing again; disconnect ends it for the wallet', async () => {
    const wallet = await startWallet(seeds[7] as string)
    const dapp = await startDapp()
    await connectWith(dapp, wallet)
    const restored = await dapp.solana.reconnect({ connectorId: 'walletConnect' })
    expect(restored?.address).toBe(wallet.solanaAddress)
    expect(restored?.network).toBe(NETWORK.caipNetworkId)
    expect(wallet.sessions()).toHaveLength(1)
    await disconnect(dapp.core)
    expect(getAccount(dapp.core)?.status).toBe('disconnected')
    await expect.poll(() => wallet.sessions().length).toBe(0)
  })
})

async function startWallet(
  seed: string,
  options: { signAndSend?: boolean } = {},
): Promise<TestWalletConnectWallet> {
  const config = walletConnect as NonNullable<typeof walletConnect>
  const wallet = await createTestWalletConnectWallet({
    relayUrl: config.relayUrl,
    projectId: config.projectId,
    // The EVM key is unused here: a Solana-only proposal gets a Solana-only session.
    privateKey: `0x${'11'.repeat(32)}`,
    rpcUrls: { 1: `${config.cloudUrl}/v1/?chainId=eip155:1&projectId=${config.projectId}` },
    solana: { seed, rpcUrl, ...options },
  })
  wallets.push(wallet)
  return wallet
}

async function startDapp(
  storage = createMemoryStorage(),
  storagePrefix = `dapp-${crypto.randomUUID()}`,
): Promise<{ solana: SolanaAdapter; core: AirlockCore }> {
  const config = walletConnect as NonNullable<typeof walletConnect>
  const solana = createSolanaAdapter({ walletConnect: { storage, storagePrefix } })
  const core = createAirlockCore({
    projectId: config.projectId,
    networks: [NETWORK],
    adapters: [solana],
    apiUrl: config.cloudUrl,
    registryUrl: config.cloudUrl,
    relayUrl: config.relayUrl,
    metadata: { name: 'adapter test', description: '', url: 'http://127.0.0.1', icons: [] },
  })
  await core.ready
  const dapp = { solana, core }
  dapps.push(dapp)
  return dapp
}

function walletConnectConnector(core: AirlockCore): Connector {
  const connector = core.state.connectors.connectors.find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) throw new TypeError('no WalletConnect connector')
  return connector
}

async function connectWith(
  dapp: { solana: SolanaAdapter; core: AirlockCore },
  wallet: TestWalletConnectWallet,
): Promise<void> {
  const uri = new Promise<string>((resolve) => {
    const stop = dapp.solana.onPairingUri((value) => {
      stop()
      resolve(value)
    })
  })
  const connected = connect(dapp.core, { connector: walletConnectConnector(dapp.core) })
  await wallet.pair(await uri)
  await connected
}
