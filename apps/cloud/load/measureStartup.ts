import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from './freePort'
import { type SpawnedCloud, spawnCloud } from './spawnCloud'

// `pnpm --filter @airlock/cloud measure-startup`: start-up to healthy, as `pnpm start` runs the
// cloud (`node dist/main.js`, its own process, a temp data folder, free ports), from spawn to the
// first 200 of `/health`. Per round: a first start in a new data folder, a clean stop (SIGTERM),
// a second start on the same folder. Then one start on a machine that has never run the cloud
// (an empty OS temp folder: no cached PGlite cluster, so initdb runs). STARTUP_ROUNDS (default 3).
const rounds = Number(process.env.STARTUP_ROUNDS ?? 3)
const mainJs = join(dirname(fileURLToPath(import.meta.url)), 'main.js')
const log = (line: string) => console.info(`[startup] ${line}`)

type Sample = { wallMs: number; startupMs: number; steps: string }
const samples: Record<'first' | 'second' | 'fresh', Sample[]> = { first: [], second: [], fresh: [] }

function sample(cloud: SpawnedCloud): Sample {
  const steps = /start steps \(ms\): (.*)/.exec(cloud.output())?.[1] ?? ''
  return { wallMs: cloud.wallMs, startupMs: cloud.startupMs, steps }
}

async function start(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<SpawnedCloud> {
  return spawnCloud({
    mainJs,
    dataDir,
    port: await freePort(),
    chainPorts: [
      { chainId: 1, port: await freePort() },
      { chainId: 8453, port: await freePort() },
    ],
    env,
  })
}

log(`${cpus().length} cores, load average ${loadavg()[0]?.toFixed(2)}`)
for (let round = 1; round <= rounds; round++) {
  const dataDir = await mkdtemp(join(tmpdir(), 'airlock-startup-'))
  const first = await start(dataDir)
  samples.first.push(sample(first))
  await first.stop('SIGTERM')
  const second = await start(dataDir)
  samples.second.push(sample(second))
  await second.stop('SIGTERM')
  await rm(dataDir, { recursive: true, force: true })
  log(
    `round ${round}: first ${samples.first.at(-1)?.wallMs} ms, second ${samples.second.at(-1)?.wallMs} ms (load average ${loadavg()[0]?.toFixed(2)})`,
  )
}
const machine = await mkdtemp(join(tmpdir(), 'airlock-startup-machine-'))
const fresh = await start(join(machine, 'data'), { TMPDIR: machine })
samples.fresh.push(sample(fresh))
await fresh.stop('SIGTERM')
await rm(machine, { recursive: true, force: true })
log(`load average now ${loadavg()[0]?.toFixed(2)}`)

const range = (values: number[]) => {
  const low = Math.min(...values) / 1000
  const high = Math.max(...values) / 1000
  return low === high ? `${low.toFixed(1)} s` : `${low.toFixed(1)}-${high.toFixed(1)} s`
}
console.info(
  '\n| Start | Runs | Healthy after | Cloud says ready in | Steps of the last run (ms) |',
)
console.info('| --- | --- | --- | --- | --- |')
for (const [name, label] of [
  ['fresh', 'very first on a machine (no cached PGlite cluster: initdb)'],
  ['first', 'first in a new data folder (cached empty cluster)'],
  ['second', 'second, same folder after a clean stop'],
] as const) {
  const runs = samples[name]
  console.info(
    `| ${label} | ${runs.length} | ${range(runs.map((r) => r.wallMs))} | ${range(runs.map((r) => r.startupMs))} | ${runs.at(-1)?.steps} |`,
  )
}
