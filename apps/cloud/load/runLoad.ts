import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStore } from '@airlock/store'
import { createWalletClient, formatEther, getAddress, type Hex, http } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { mainnet } from 'viem/chains'
import { TEST_ACCOUNTS, TEST_MNEMONIC } from '../src/chains/constants'
import { freePort } from './freePort'
import { getStatus } from './getStatus'
import { measure, type PhaseResult } from './measure'
import { processCpuMs } from './processCpuMs'
import { spawnCloud } from './spawnCloud'

// `pnpm --filter @airlock/cloud load`: balance and history under load on loopback, bounded in
// count and time, then a SIGKILL while balance/history reads and writes are in flight, and a
// restart after which reads must resume without errors and no acknowledged write is missing.
// Bounds: LOAD_SECONDS per phase (default 10), LOAD_REQUESTS per phase (default 20000),
// LOAD_CONNECTIONS (default 16).
const seconds = Number(process.env.LOAD_SECONDS ?? 10)
const maxRequests = Number(process.env.LOAD_REQUESTS ?? 20_000)
const connections = Number(process.env.LOAD_CONNECTIONS ?? 16)
const query = 'projectId=airlock-test&st=load&sv=0.0.0'
const mainJs = join(dirname(fileURLToPath(import.meta.url)), 'main.js')

const dataDir = await mkdtemp(join(tmpdir(), 'airlock-load-'))
const ports = {
  port: await freePort(),
  chainPorts: [
    { chainId: 1, port: await freePort() },
    { chainId: 8453, port: await freePort() },
  ],
}
const log = (line: string) => console.info(`[load] ${line}`)
log(`${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}; data in a temp folder`)

let cloud = await spawnCloud({ mainJs, dataDir, ...ports })
log(`first start: healthy after ${cloud.wallMs} ms (cloud says ${cloud.startupMs} ms)`)

const account = (i: number) => TEST_ACCOUNTS[i % TEST_ACCOUNTS.length]
const chain = (i: number) => (i % 2 === 0 ? 'eip155:1' : 'eip155:8453')
const phases: { name: string; path: (i: number) => string }[] = [
  {
    name: 'balance',
    path: (i) => `/v1/account/${account(i)}/balance?${query}&currency=usd&chainId=${chain(i)}`,
  },
  {
    name: 'history',
    path: (i) => `/v1/account/${account(i)}/history?${query}&chainId=${chain(i)}`,
  },
  { name: 'getWallets', path: (i) => `/getWallets?${query}&page=${(i % 8) + 1}&entries=40` },
]
const results: (PhaseResult & { cpuMsPerRequest: number | undefined })[] = []
for (const phase of phases) {
  await measure({ ...phase, baseUrl: cloud.url, connections, maxRequests: 200, maxSeconds: 5 })
  const cpuBefore = processCpuMs(cloud.pid)
  const result = await measure({
    ...phase,
    baseUrl: cloud.url,
    connections,
    maxRequests,
    maxSeconds: seconds,
  })
  const cpuAfter = processCpuMs(cloud.pid)
  // CPU the cloud and its chains spent per request: unlike req/s, it does not move with what
  // else the machine is doing.
  const cpuMsPerRequest =
    cpuBefore === undefined || cpuAfter === undefined
      ? undefined
      : Math.round(((cpuAfter - cpuBefore) / result.requests) * 100) / 100
  results.push({ ...result, cpuMsPerRequest })
  log(
    `${result.name}: ${result.requests} requests in ${result.seconds} s = ${result.throughput} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms, errors ${result.errors}, cloud CPU ${cpuMsPerRequest ?? '?'} ms/request`,
  )
}
log(`load average now ${loadavg()[0]?.toFixed(2)}`)

// Crash: balance and history reads are in flight, and analytics events and real transfers flow,
// when the process is SIGKILLed.
const readPath = (i: number) => (i % 2 === 0 ? phases[0] : phases[1])?.path(i) ?? ''
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
      headers: { 'content-type': 'application/json' },
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
await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 5) * 1000))
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
  maxRequests: Math.min(maxRequests, 2_000),
  maxSeconds: Math.min(seconds, 5),
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
console.info(
  '\n| Phase | Requests | Seconds | req/s | p50 ms | p99 ms | Errors | Cloud CPU ms/request |',
)
console.info('| --- | --- | --- | --- | --- | --- | --- | --- |')
for (const r of results)
  console.info(
    `| ${r.name} | ${r.requests} | ${r.seconds} | ${r.throughput} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.cpuMsPerRequest ?? '?'} |`,
  )
console.info(
  `| ${resumed.name} | ${resumed.requests} | ${resumed.seconds} | ${resumed.throughput} | ${resumed.p50} | ${resumed.p99} | ${resumed.errors} | - |`,
)
const ok =
  eventsFound === acknowledgedEvents.length &&
  lost === 0 &&
  inHistory &&
  servedBeforeKill > 0 &&
  inFlightAtKill > 0 &&
  reads.errors === 0 &&
  resumed.requests > 0 &&
  resumed.errors === 0 &&
  results.every((r) => r.errors === 0)
log(ok ? 'nothing lost, no errors' : 'FAILED: something was lost or errored')
process.exit(ok ? 0 : 1)
