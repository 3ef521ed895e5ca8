import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStore } from '@airlock/store'
import { createWalletClient, formatEther, getAddress, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { defaultCloudLimits } from '../src/limits/defaultCloudLimits'
import { describeMachine } from './describeMachine'
import { findMaxRate, type MaxRateResult } from './findMaxRate'
import { findMaxRelayPairs } from './findMaxRelayPairs'
import { freePort } from './freePort'
import { getStatus } from './getStatus'
import { measure } from './measure'
import { processCpuMs } from './processCpuMs'
import { renderResults } from './renderResults'
import { spawnCloud } from './spawnCloud'

// `pnpm --filter @airlock/cloud load [--write]`, not part of `npm test`:
// 1. For balance, history, the registry (getWallets) and RPC reads through the proxy, the highest
//    request rate whose p99 stays under 100 ms: an open-loop rate stepped up by 1.4x per step
//    (LOAD_STEP_SECONDS each, default 4; a failing step is tried twice), then once halfway
//    between the last rate that held and the first that did not.
// 2. The relay: paired websocket clients (irn_subscribe / irn_publish, every push acknowledged),
//    grown 1.5x per step until the delivery p99 passes 100 ms or the relay refuses.
// 3. A SIGKILL while reads and writes are in flight, and a restart after which reads must resume
//    without errors and no acknowledged write is missing.
// The cloud runs the production limits per IP address (API, RPC, connections, relay), and the
// load's clients are spread over 127.20.0.0/16 as many clients would be; the per-project budgets
// are raised for steps 1-2 (one project carries the whole machine's load), and everything is
// raised for step 3 (its clients run from 127.0.0.1). `--write` (or LOAD_WRITE=1) writes
// load/RESULTS.md. Other bounds: LOAD_SECONDS (crash phase, default 5), LOAD_RELAY_MAX_PAIRS.
const stepSeconds = Number(process.env.LOAD_STEP_SECONDS ?? 4)
const crashSeconds = Number(process.env.LOAD_SECONDS ?? 5)
const maxRelayPairs = Number(process.env.LOAD_RELAY_MAX_PAIRS ?? 3_000)
const write = process.argv.includes('--write') || process.env.LOAD_WRITE === '1'
const projectId = 'airlock-test'
const query = `projectId=${projectId}&st=load&sv=0.0.0`
const distDir = dirname(fileURLToPath(import.meta.url))
const mainJs = join(distDir, 'main.js')

const dataDir = await mkdtemp(join(tmpdir(), 'airlock-load-'))
const ports = {
  port: await freePort(),
  chainPorts: [
    { chainId: 1, port: await freePort() },
    { chainId: 8453, port: await freePort() },
  ],
}
const log = (line: string) => console.info(`[load] ${line}`)
const loads: number[] = []
const sampleLoad = () => loads.push(loadavg()[0] ?? 0)
const loadSampler = setInterval(sampleLoad, 5_000)
sampleLoad()
const machine = describeMachine()
const startedAt = new Date()
log(`${machine}; load average ${loadavg()[0]?.toFixed(2)}; data in a temp folder`)

const rate = (limit: { perSecond: number; burst: number }) => `${limit.perSecond}/${limit.burst}`
const relayPort = await freePort()
const productionPerIp = {
  AIRLOCK_RATE_LIMIT_IP: rate(defaultCloudLimits.apiPerIp),
  AIRLOCK_RPC_RATE_LIMIT_IP: rate(defaultCloudLimits.rpcPerIp),
  AIRLOCK_CONNECTIONS_PER_IP: String(defaultCloudLimits.connectionsPerIp),
  AIRLOCK_RELAY_CONNECTIONS_PER_IP: String(defaultCloudLimits.relayConnectionsPerIp),
  AIRLOCK_RATE_LIMIT_PROJECT: '1000000/1000000',
  AIRLOCK_RPC_RATE_LIMIT_PROJECT: '1000000/1000000',
  AIRLOCK_RELAY_PORT: String(relayPort),
}
let cloud = await spawnCloud({ mainJs, dataDir, ...ports, env: productionPerIp })
log(`first start: healthy after ${cloud.wallMs} ms (cloud says ${cloud.startupMs} ms)`)

const account = (i: number) => TEST_ACCOUNTS[i % 10] ?? TEST_ACCOUNTS[0]
const chain = (i: number) => (i % 2 === 0 ? 'eip155:1' : 'eip155:8453')
const usdc = '0xfbfbfDdd6e35dA57b7B0F9a2C10E34Be70B3A4E9'
const rpcPath = `/v1/?chainId=eip155:1&projectId=${projectId}`
const rpcRead = (i: number) => {
  const who = account(i)?.slice(2).toLowerCase().padStart(64, '0')
  const calls = [
    { method: 'eth_blockNumber', params: [] },
    { method: 'eth_getBalance', params: [account(i), 'latest'] },
    { method: 'eth_call', params: [{ to: usdc, data: `0x70a08231${who}` }, 'latest'] },
  ]
  return JSON.stringify({ jsonrpc: '2.0', id: i, ...calls[i % 3] })
}
const balancePath = (i: number) =>
  `/v1/account/${account(i)}/balance?${query}&currency=usd&chainId=${chain(i)}`
const historyPath = (i: number) => `/v1/account/${account(i)}/history?${query}&chainId=${chain(i)}`
const searches = [
  {
    name: 'balance',
    what: '`GET /v1/account/{address}/balance`, 10 accounts, chains 1 and 8453 in turn',
    startRate: 2,
    request: (i: number) => ({ method: 'GET' as const, path: balancePath(i) }),
  },
  {
    name: 'history',
    what: '`GET /v1/account/{address}/history`, first page, the same rotation',
    startRate: 2,
    request: (i: number) => ({ method: 'GET' as const, path: historyPath(i) }),
  },
  {
    name: 'registry',
    what: '`GET /getWallets`, pages 1-8 of 40 entries',
    startRate: 2,
    request: (i: number) => ({
      method: 'GET' as const,
      path: `/getWallets?${query}&page=${(i % 8) + 1}&entries=40`,
    }),
  },
  {
    name: 'RPC reads',
    what: '`POST /v1/?chainId=eip155:1`: `eth_blockNumber`, `eth_getBalance`, `eth_call` (USDC `balanceOf`) in turn',
    startRate: 2,
    request: (i: number) => ({ method: 'POST' as const, path: rpcPath, body: rpcRead(i) }),
  },
]
// The cloud's CPU while idle (its indexer polls, anvil dumps its state): subtracted from each
// step's, so the CPU per request is what the requests cost.
const idleCpuBefore = processCpuMs(cloud.pid) ?? 0
await new Promise((resolve) => setTimeout(resolve, 3_000))
const idleCpuPerMs = ((processCpuMs(cloud.pid) ?? 0) - idleCpuBefore) / 3_000
log(`cloud CPU while idle: ${Math.round(idleCpuPerMs * 1000)} ms a second`)
const busyCpuMs = () => {
  const total = processCpuMs(cloud.pid)
  return total === undefined ? undefined : total - idleCpuPerMs * performance.now()
}
const found: (MaxRateResult & { what: string })[] = []
for (const search of searches) {
  // Warm-up: caches, JIT, keep-alive sockets; not counted.
  await findMaxRate({ ...search, baseUrl: cloud.url, stepSeconds: 1, addresses: 64, maxSteps: 1 })
  const result = await findMaxRate({
    ...search,
    baseUrl: cloud.url,
    stepSeconds,
    addresses: 64,
    cpuMs: busyCpuMs,
  })
  found.push({ ...result, what: search.what })
  log(
    `${search.name}: holds ${result.best?.throughput ?? 0}/s at p99 ${result.best?.p99 ?? '-'} ms (over at ${result.failedAt?.rate ?? '-'}/s offered)`,
  )
}

const relayOptions = {
  ratePerClient: 10,
  ttlSeconds: 5,
  messageBytes: 512,
  stepSeconds: Math.max(stepSeconds, 5),
}
const relay = await findMaxRelayPairs({
  ...relayOptions,
  relayUrl: `ws://127.0.0.1:${relayPort}`,
  projectId,
  startPairs: 4,
  cpuMs: busyCpuMs,
  maxPairs: maxRelayPairs,
})
log(
  `relay: ${relay.best?.pairs ?? 0} pairs hold ${relay.best?.throughput ?? 0} messages/s at p99 ${relay.best?.p99 ?? '-'} ms`,
)
log(`load average now ${loadavg()[0]?.toFixed(2)}`)

// The crash phase runs its clients from 127.0.0.1: the limits are raised for it (spawnCloud's
// default), on the same data.
await cloud.stop('SIGTERM')
cloud = await spawnCloud({ mainJs, dataDir, ...ports })
log(`restart with raised limits for the crash phase: healthy after ${cloud.wallMs} ms`)

// Crash: balance and history reads are in flight, and analytics events and real transfers flow,
// when the process is SIGKILLed.
const readPath = (i: number) => (i % 2 === 0 ? balancePath(i) : historyPath(i))
const readConnections = 8
const reads = { served: 0, errors: 0, inFlight: 0 }
const acknowledgedEvents: string[] = []
const acknowledgedTransfers: { hash: Hex; to: Hex; value: bigint }[] = []
let writing = true
const reader = async (offset: number) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  for (let i = offset; writing; i += readConnections) {
    reads.inFlight++
    const status = await getStatus(agent, new URL(cloud.url), readPath(i))
    reads.inFlight--
    if (status === 200) reads.served++
    // 0 is a connection cut or refused (the kill); any answer other than 200 is an error.
    else if (status !== 0) reads.errors++
  }
  agent.destroy()
}
const eventSender = async () => {
  while (writing) {
    const eventId = randomUUID()
    const ok = await fetch(`${cloud.url}/e?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:5173' },
      body: JSON.stringify({
        eventId,
        url: 'http://127.0.0.1:5173/',
        domain: '127.0.0.1',
        timestamp: Date.now(),
        props: { type: 'track', event: 'LOAD' },
      }),
    }).then(
      (res) => res.status === 202,
      () => false,
    )
    if (ok) acknowledgedEvents.push(eventId)
  }
}
const wallet = createWalletClient({
  account: mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 7 }),
  chain: mainnet,
  transport: http(`${cloud.url}/v1/?chainId=eip155:1&projectId=airlock-test`, { retryCount: 0 }),
})
const transferSender = async () => {
  while (writing) {
    const to = getAddress(`0x${randomUUID().replace(/-/g, '').padEnd(40, 'a')}`)
    const value = BigInt(1 + acknowledgedTransfers.length)
    try {
      const hash = await wallet.sendTransaction({ to, value })
      acknowledgedTransfers.push({ hash, to, value })
    } catch {
      // The process died mid-request: this one was not acknowledged.
    }
  }
}
const workers = [
  ...Array.from({ length: readConnections }, (_, i) => reader(i)),
  ...Array.from({ length: 4 }, eventSender),
  transferSender(),
]
await new Promise((resolve) => setTimeout(resolve, crashSeconds * 1000))
const servedBeforeKill = reads.served
const inFlightAtKill = reads.inFlight
await cloud.stop('SIGKILL')
writing = false
await Promise.all(workers)
log(
  `SIGKILL during reads and writes: ${servedBeforeKill} reads answered before it (${reads.errors} errors), ${inFlightAtKill} in flight at the kill; ${acknowledgedEvents.length} acknowledged events, ${acknowledgedTransfers.length} acknowledged transfers`,
)

cloud = await spawnCloud({ mainJs, dataDir, ...ports })
log(`restart (same data): healthy after ${cloud.wallMs} ms (cloud says ${cloud.startupMs} ms)`)
// Reads resume: the same balance/history mix, bounded like the phases above.
const resumed = await measure({
  name: 'balance + history after the restart',
  path: readPath,
  baseUrl: cloud.url,
  connections: readConnections,
  maxRequests: 2_000,
  maxSeconds: crashSeconds,
})
log(
  `reads after the restart: ${resumed.requests} in ${resumed.seconds} s = ${resumed.throughput} req/s, p99 ${resumed.p99} ms, errors ${resumed.errors}`,
)
// Every acknowledged transfer, read back through the Blockchain API's balance.
let lost = 0
for (const transfer of acknowledgedTransfers) {
  const res = await fetch(
    `${cloud.url}/v1/account/${transfer.to}/balance?${query}&currency=usd&chainId=eip155:1`,
  )
  const { balances } = (await res.json()) as {
    balances?: { symbol: string; quantity: { numeric: string } }[]
  }
  const eth = balances?.find((balance) => balance.symbol === 'ETH')
  if (eth?.quantity.numeric !== formatEther(transfer.value)) lost++
}
const lastTransfer = acknowledgedTransfers.at(-1)
let inHistory = true
if (lastTransfer) {
  const history = (await fetch(
    `${cloud.url}/v1/account/${lastTransfer.to}/history?${query}&chainId=eip155:1`,
  ).then((res) => res.json())) as { data: { metadata: { hash: string } }[] }
  inHistory = history.data.some((item) => item.metadata.hash === lastTransfer.hash)
}
await cloud.stop('SIGTERM')
const store = await createStore({ dataDir })
const { rows } = await store.query<{ n: number }>(
  'select count(*)::int as n from analytics_events where event_id = any($1::text[])',
  [acknowledgedEvents],
)
await store.close()
await rm(dataDir, { recursive: true, force: true })
const eventsFound = rows[0]?.n ?? 0
log(
  `after restart: ${eventsFound}/${acknowledgedEvents.length} events, ${acknowledgedTransfers.length - lost}/${acknowledgedTransfers.length} transfers in balances, last transfer in history: ${inHistory}`,
)
const ok =
  eventsFound === acknowledgedEvents.length &&
  lost === 0 &&
  inHistory &&
  servedBeforeKill > 0 &&
  inFlightAtKill > 0 &&
  reads.errors === 0 &&
  resumed.requests > 0 &&
  resumed.errors === 0
clearInterval(loadSampler)
sampleLoad()
const markdown = renderResults({
  date: `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  machine,
  loads,
  stepSeconds,
  searches: found,
  relay: { ...relay, ...relayOptions },
  crash: [
    `SIGKILL after ${crashSeconds} s of balance and history reads on ${readConnections} connections, analytics events on 4 and signed transfers through the RPC proxy (limits raised for this phase): ${servedBeforeKill} reads answered before it, ${inFlightAtKill} in flight at the kill, ${reads.errors} errors.`,
    `Restart on the same data: reads resumed, ${resumed.requests} in ${resumed.seconds} s, ${resumed.errors} errors, p99 ${resumed.p99} ms (a cold start).`,
    `Acknowledged writes found after it: ${eventsFound}/${acknowledgedEvents.length} analytics events, ${acknowledgedTransfers.length - lost}/${acknowledgedTransfers.length} transfers in balances, the last one in history: ${inHistory}.`,
    ok ? 'Nothing lost, no errors.' : 'FAILED: something was lost or errored.',
  ],
})
console.info(`\n${markdown}`)
if (write) {
  const target = join(distDir, '..', 'load', 'RESULTS.md')
  writeFileSync(target, markdown)
  log('wrote load/RESULTS.md')
}
log(ok ? 'nothing lost, no errors' : 'FAILED: something was lost or errored')
process.exit(ok ? 0 : 1)
