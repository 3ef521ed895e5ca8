import { type ChildProcess, spawn } from 'node:child_process'
import { dirname } from 'node:path'
import { ServicesError } from './errors/ServicesError'

/** One running service process. */
export type Service = {
  name: string
  /** The output so far (the last few kilobytes), for error messages. */
  log(): string
  /** Resolves with the exit code (or signal) when the process ends, for whatever reason. */
  exited: Promise<number | string>
  /** SIGTERM (the cloud saves its chains on it), SIGKILL after 10 s. Safe to call twice. */
  stop(): Promise<void>
}

const logTailChars = 6_000
const stopTimeoutMs = 10_000

/**
 * Runs `node <main>` with `env` and resolves once `healthUrl` answers 200; rejects with the
 * service's output when it exits first or is not ready within `timeoutMs`.
 */
export async function startService(parameters: {
  name: string
  main: string
  env: Record<string, string>
  healthUrl: string
  timeoutMs: number
}): Promise<Service> {
  const { name, main, env, healthUrl, timeoutMs } = parameters
  const child = spawn(process.execPath, ['--enable-source-maps', main], {
    cwd: dirname(main),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-logTailChars)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const exited = new Promise<number | string>((done) =>
    child.once('exit', (code, signal) => done(code ?? signal ?? 0)),
  )
  const service: Service = { name, log: () => output, exited, stop: () => stopChild(child) }
  try {
    await waitForHealth(service, child, healthUrl, timeoutMs)
  } catch (error) {
    await service.stop()
    throw error
  }
  return service
}

async function waitForHealth(
  service: Service,
  child: ChildProcess,
  url: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new ServicesError(
        `${service.name} exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${service.log()}`,
      )
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200))
  }
  throw new ServicesError(
    `${service.name} was not ready at ${url} after ${timeoutMs} ms:\n${service.log()}`,
  )
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs)
  await exited
  clearTimeout(timer)
}
