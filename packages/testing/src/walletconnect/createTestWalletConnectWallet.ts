import { Keypair } from '@solana/web3.js'
import { SignClient } from '@walletconnect/sign-client'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import { privateKeyToAccount } from 'viem/accounts'
import { WalletConnectWalletError } from '../errors/WalletConnectWalletError'
import { answerSolanaRequest } from './answerSolanaRequest'
import { answerWalletRequest } from './answerWalletRequest'
import { createMemoryStorage } from './createMemoryStorage'
import type {
  TestWalletConnectClient,
  TestWalletConnectRequest,
  TestWalletConnectSession,
  TestWalletConnectWallet,
  TestWalletConnectWalletOptions,
} from './types'
import { WalletRequestError } from './WalletRequestError'

type Proposal = { id: number; params: ProposalParams }
type ProposalParams = {
  pairingTopic?: string
  requiredNamespaces?: Record<string, Namespace>
  optionalNamespaces?: Record<string, Namespace>
  proposer: { metadata: { name: string } }
}
type Namespace = { chains?: string[]; methods?: string[]; events?: string[] }
type Session = ReturnType<TestWalletConnectClient['session']['getAll']>[number]

const walletMethods = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
]
const walletEvents = ['chainChanged', 'accountsChanged']
const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
]

/**
 * A WalletConnect v2 wallet for tests, on the real wallet SDK (`@walletconnect/sign-client`):
 * it pairs with the URI a dapp shows, approves (or rejects) the session, and answers
 * `personal_sign`, `eth_signTypedData_v4`, `eth_sendTransaction` (sent to the local chain) and
 * `wallet_switchEthereumChain` (emits `chainChanged`). It keeps its state in memory under its own
 * storage prefix, so several can run in one process and none leaves a file behind, and it never
 * contacts a host other than the relay and the RPC URLs given.
 *
 * @example
 * const wallet = await createTestWalletConnectWallet({
 *   relayUrl: 'ws://127.0.0.1:8789', projectId: 'airlock-test', privateKey: anvilKey(0),
 *   rpcUrls: { 1: 'http://127.0.0.1:8545' },
 * })
 * await wallet.pair(uriFromTheQrView)
 * const session = await wallet.waitForSession()
 * await wallet.close()
 */
export async function createTestWalletConnectWallet(
  options: TestWalletConnectWalletOptions,
): Promise<TestWalletConnectWallet> {
  const account = privateKeyToAccount(options.privateKey)
  const chains = options.chains ?? Object.keys(options.rpcUrls).map(Number)
  const first = chains[0]
  if (first === undefined || chains.some((id) => !options.rpcUrls[id]))
    throw new WalletConnectWalletError('Each chain of the test wallet needs an RPC URL.')
  const name = options.name ?? 'Airlock Test Wallet'
  const client = await SignClient.init({
    projectId: options.projectId,
    relayUrl: options.relayUrl,
    customStoragePrefix: `airlock-test-wallet-${crypto.randomUUID()}`,
    storage: createMemoryStorage() as never,
    telemetryEnabled: false,
    logger: options.logLevel ?? 'silent',
    metadata: { name, description: name, url: 'http://127.0.0.1', icons: [] },
  })
  // Verify is a vendor service the SDK asks about every proposal and request; offline there is
  // nothing to ask, and the fetch would leave the machine.
  client.core.verify.resolve = (async () => undefined) as never

  const solana = options.solana
  const solanaKeypair = solana ? toSolanaKeypair(solana.seed) : undefined
  let chainId = first
  let closed = false
  let rejectNext = false
  const requests: TestWalletConnectRequest[] = []
  const pending: Proposal[] = []
  const proposalWaiters: ((proposal: Proposal) => void)[] = []
  const sessionWaiters: ((session: TestWalletConnectSession) => void)[] = []

  const describeSession = (session: Session): TestWalletConnectSession => ({
    topic: session.topic,
    chainId,
    accounts: Object.values(session.namespaces).flatMap((ns) => ns.accounts),
    peerName: session.peer.metadata.name,
  })

  const approve = async (proposal: Proposal) => {
    const asked = [
      ...Object.values(proposal.params.requiredNamespaces ?? {}),
      ...Object.values(proposal.params.optionalNamespaces ?? {}),
    ]
    const askedChains = asked
      .flatMap((ns) => ns.chains ?? [])
      .filter((c) => c.startsWith('eip155:'))
    const askedSolana = asked
      .flatMap((ns) => ns.chains ?? [])
      .filter((c) => c.startsWith('solana:'))
    const offered = chains.filter((id) => askedChains.includes(`eip155:${id}`))
    const approved = offered.length > 0 ? offered : chains
    if (!approved.includes(chainId)) chainId = approved[0] ?? chainId
    const solanaChains = solana
      ? askedSolana.filter((c) => !solana.chains || solana.chains.includes(c))
      : []
    // A proposal that asks for Solana only gets Solana only, as a Solana wallet answers.
    const withEip155 = askedChains.length > 0 || solanaChains.length === 0
    const namespaces: Parameters<typeof client.approve>[0]['namespaces'] = {}
    if (withEip155) {
      namespaces.eip155 = {
        chains: approved.map((id) => `eip155:${id}`),
        accounts: approved.map((id) => `eip155:${id}:${account.address}`),
        methods: unique([
          ...asked.flatMap((ns) => ns.methods ?? []).filter((m) => !m.startsWith('solana_')),
          ...walletMethods,
        ]),
        events: unique([...asked.flatMap((ns) => ns.events ?? []), ...walletEvents]),
      }
    }
    if (solanaKeypair && solanaChains.length > 0) {
      const address = solanaKeypair.publicKey.toBase58()
      namespaces.solana = {
        chains: solanaChains,
        accounts: solanaChains.map((c) => `${c}:${address}`),
        methods: solanaMethods.filter(
          (m) => m !== 'solana_signAndSendTransaction' || (solana?.signAndSend ?? true),
        ),
        events: [],
      }
    }
    const { acknowledged } = await client.approve({ id: proposal.id, namespaces })
    const session = describeSession(await acknowledged())
    for (const wake of sessionWaiters.splice(0)) wake(session)
    return session
  }

  const nextProposal = (): Promise<Proposal> => {
    const waiting = pending[0]
    if (waiting) return Promise.resolve(waiting)
    return new Promise((resolve) => proposalWaiters.push(resolve))
  }

  const switchChain = async (target: number) => {
    if (!options.rpcUrls[target])
      throw new WalletConnectWalletError(`The test wallet has no RPC URL for chain ${target}.`)
    chainId = target
    for (const session of client.session.getAll()) {
      const ns = session.namespaces.eip155
      const caip = `eip155:${target}`
      // A chain the session did not include is added first, as wallets do, so the event is valid.
      if (ns && !(ns.chains ?? []).includes(caip)) {
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: {
            ...session.namespaces,
            eip155: {
              ...ns,
              chains: [...(ns.chains ?? []), caip],
              accounts: [...ns.accounts, `${caip}:${account.address}`],
            },
          },
        })
        await acknowledged()
      }
      await client.emit({
        topic: session.topic,
        chainId: caip,
        event: { name: 'chainChanged', data: target },
      })
    }
  }

  client.on('session_proposal', (event) => {
    const proposal = event as unknown as Proposal
    if (options.autoApprove ?? true) {
      approve(proposal).catch(() => undefined)
      return
    }
    const waiter = proposalWaiters.shift()
    pending.push(proposal)
    waiter?.(proposal)
  })

  // A dapp that deleted the pairing (its URI was replaced) no longer waits for that proposal, as a
  // real wallet's user would see: it cannot be approved any more.
  client.core.pairing.events.on('pairing_delete', ({ topic }: { topic: string }) => {
    for (const proposal of [...pending])
      if (proposal.params.pairingTopic === topic) pending.splice(pending.indexOf(proposal), 1)
  })

  // One-click authentication (CAIP-122 over `wc_sessionAuthenticate`): only a wallet that opts in
  // listens, as the SDK routes the request to the fallback proposal otherwise.
  if (options.authenticate) {
    client.on('session_authenticate', async (event) => {
      const { id, params } = event as unknown as {
        id: number
        params: { authPayload: Parameters<typeof populateAuthPayload>[0]['authPayload'] }
      }
      const offered = chains.map((chain) => `eip155:${chain}`)
      const payload = populateAuthPayload({
        authPayload: params.authPayload,
        chains: offered,
        methods: walletMethods,
      })
      const chain = payload.chains[0] ?? `eip155:${chainId}`
      chainId = Number(chain.split(':')[1])
      const iss = `did:pkh:${chain}:${account.address}`
      const message = client.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      const cacao = buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
      const { session } = await client.approveSessionAuthenticate({ id, auths: [cacao] })
      requests.push({
        method: 'wc_sessionAuthenticate',
        params: { message },
        chainId: chain,
        result: signature,
      })
      if (session)
        for (const wake of sessionWaiters.splice(0)) wake(describeSession(session as Session))
    })
  }

  client.on('session_request', async ({ id, topic, params }) => {
    const { method, params: requestParams } = params.request
    const record: TestWalletConnectRequest = {
      method,
      params: requestParams,
      chainId: params.chainId,
    }
    try {
      if (rejectNext) {
        rejectNext = false
        throw new WalletRequestError(4001, 'User rejected the request.')
      }
      record.result =
        params.chainId.startsWith('solana:') && solanaKeypair
          ? await answerSolanaRequest({
              keypair: solanaKeypair,
              method,
              params: requestParams,
              rpcUrl: solana?.rpcUrl,
            })
          : await answerWalletRequest({
              account,
              rpcUrls: options.rpcUrls,
              method,
              params: requestParams,
              chainId: Number(params.chainId.split(':')[1] ?? chainId),
              switchChain,
            })
      await client.respond({ topic, response: { id, jsonrpc: '2.0', result: record.result } })
    } catch (error) {
      record.error =
        error instanceof WalletRequestError
          ? { code: error.code, message: error.message }
          : { code: -32603, message: error instanceof Error ? error.message : String(error) }
      await client
        .respond({ topic, response: { id, jsonrpc: '2.0', error: record.error } })
        .catch(() => undefined)
    }
    requests.push(record)
  })

  const assertOpen = () => {
    if (closed) throw new WalletConnectWalletError('The test wallet is closed.')
  }

  return {
    address: account.address,
    solanaAddress: solanaKeypair?.publicKey.toBase58(),
    get chainId() {
      return chainId
    },
    requests,
    client,
    async pair(uri) {
      assertOpen()
      if (!uri.startsWith('wc:'))
        throw new WalletConnectWalletError(`Not a WalletConnect URI: ${uri.slice(0, 40)}`)
      await client.pair({ uri })
    },
    async waitForProposal() {
      const proposal = await nextProposal()
      return { id: proposal.id, peerName: proposal.params.proposer.metadata.name }
    },
    async approveSession() {
      assertOpen()
      const proposal = await nextProposal()
      pending.splice(pending.indexOf(proposal), 1)
      return approve(proposal)
    },
    async rejectSession() {
      assertOpen()
      const proposal = await nextProposal()
      pending.splice(pending.indexOf(proposal), 1)
      await client.reject({ id: proposal.id, reason: { code: 5000, message: 'User rejected.' } })
    },
    waitForSession() {
      const newest = client.session.getAll().at(-1)
      if (newest) return Promise.resolve(describeSession(newest))
      return new Promise((resolve) => sessionWaiters.push(resolve))
    },
    sessions: () => client.session.getAll().map(describeSession),
    rejectNextRequest() {
      rejectNext = true
    },
    switchChain(target) {
      assertOpen()
      return switchChain(target)
    },
    async disconnect() {
      assertOpen()
      for (const session of client.session.getAll())
        await client.disconnect({
          topic: session.topic,
          reason: { code: 6000, message: 'User disconnected.' },
        })
    },
    async close() {
      if (closed) return
      closed = true
      client.removeAllListeners('session_proposal')
      client.removeAllListeners('session_request')
      await client.core.relayer.transportClose().catch(() => undefined)
      client.core.heartbeat.stop()
    },
  }
}

function toSolanaKeypair(seed: string): Keypair {
  const hex = seed.replace(/^0x/, '')
  if (!/^[0-9a-fA-F]{64}$/.test(hex))
    throw new WalletConnectWalletError('A Solana seed is 64 hex characters (32 bytes).')
  return Keypair.fromSeed(Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16)))
}

function unique(values: string[]): string[] {
  return [...new Set(values)]
}
