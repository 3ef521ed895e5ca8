import { type ChildProcess, spawn } from 'node:child_process'
import { CloudError } from '../src/server/CloudError'
import { raisedLimitsEnv } from './raisedLimitsEnv'
import { waitPortFree } from './waitPortFree'

export type SpawnedCloud = {
  pid: number
  url: string
  /** The `ready ... in N ms` figure the cloud logged. */
  startupMs: number
  /** Milliseconds from spawn to the first 200 of `/health`, as a user would see it. */
  wallMs: number
  /** SIGTERM and wait (clean stop), or SIGKILL and wait (a crash). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>
  output(): string
}

export type SpawnCloudOptions = {
  /** The bundled entry (`dist/main.js`). */
  mainJs: string
  port: number
  dataDir: string
  chainPorts: { chainId: number; port: number }[]
  env?: NodeJS.ProcessEnv
  timeoutMs?: number
}

/**
 * Runs the cloud as its own process, as `pnpm start` does, and waits until `/health` answers.
 * Used where a test must kill the process for real (restart and load tests). Its limits are
 * raised (`raisedLimitsEnv`) unless `env` sets them.
 */
export async function spawnCloud(options: SpawnCloudOptions): Promise<SpawnedCloud> {
  // A node left over from a killed run may still hold a chain port for a moment.
  for (const { port } of options.chainPorts) await waitPortFree(port, 15_000)
  const started = performance.now()
  const child = spawn(process.execPath, ['--enable-source-maps', options.mainJs], {
    env: {
      ...process.env,
      // A free relay port unless the caller picks one: 8789 may be a running `npm run dev`'s.
      AIRLOCK_RELAY_PORT: '0',
      AIRLOCK_SOLANA_PORT: '0',
      ...raisedLimitsEnv,
      ...options.env,
      AIRLOCK_CLOUD_PORT: String(options.port),
      AIRLOCK_DATA_DIR: options.dataDir,
      AIRLOCK_CHAIN_PORTS: options.chainPorts.map((c) => `${c.chainId}:${c.port}`).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  )
  const url = `http://127.0.0.1:${options.port}`
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  for (;;) {
    if (child.exitCode !== null)
      throw new CloudError(`cloud exited with ${child.exitCode}:\n${output}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new CloudError(`cloud not healthy in time:\n${output}`)
    }
    const ok = await fetch(`${url}/health`).then(
      (res) => res.ok,
      () => false,
    )
    if (ok) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const wallMs = Math.round(performance.now() - started)
  const startupMs = Number(/ready on \S+ in (\d+) ms/.exec(output)?.[1] ?? Number.NaN)
  return {
    pid: child.pid ?? -1,
    url,
    startupMs,
    wallMs,
    output: () => output,
    stop: (signal = 'SIGTERM') => stopChild(child, signal, exited),
  }
}

async function stopChild(
  child: ChildProcess,
  signal: 'SIGTERM' | 'SIGKILL',
  exited: Promise<number | null>,
): Promise<number | null> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  return exited
}
