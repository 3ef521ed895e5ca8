import type { ChildProcess } from 'node:child_process'
import { readFileSync, rmSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { ChainError } from './ChainError'
import { ANVIL_ACCOUNT_COUNT, STATE_DUMP_INTERVAL_SECONDS, TEST_MNEMONIC } from './constants'
import { resolveAnvilBinary } from './resolveAnvilBinary'
import { spawnWithWatchdog } from './spawnWithWatchdog'
import { waitForPreviousNode } from './waitForPreviousNode'

export type StartAnvilParameters = {
  chainId: number
  /** Loopback port; 0 lets anvil pick a free one (then `port` of the result says which). */
  port: number
  /** Loaded when it exists, written on a clean stop and every few seconds. */
  stateFile: string
  mnemonic?: string
  /** Milliseconds to wait for the node to answer `eth_chainId`. Default 20 s. */
  timeoutMs?: number
}

export type AnvilProcess = {
  chainId: number
  port: number
  rpcUrl: string
  pid: number
  /** Resolves with the exit code once the node has exited (after its final state dump). */
  exited: Promise<number | null>
  /** Asks the node to save its state and exit, and waits for it. Safe to call twice. */
  stop(): Promise<void>
}

const stopTimeoutMs = 10_000
const outputTailBytes = 4_000

/**
 * Starts one anvil node on 127.0.0.1 with instant mining, the test mnemonic and a state file, and
 * resolves once it answers JSON-RPC. The node dies with this process.
 *
 * @example
 * const node = await startAnvil({ chainId: 1, port: 0, stateFile: '.airlock/cloud/chains/1.json' })
 * await node.stop()
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<AnvilProcess> {
  const { chainId, stateFile } = parameters
  await mkdir(dirname(stateFile), { recursive: true })
  await waitForPreviousNode(stateFile)
  const args = [
    '--host',
    '127.0.0.1',
    '--port',
    String(parameters.port),
    '--chain-id',
    String(chainId),
    '--mnemonic',
    parameters.mnemonic ?? TEST_MNEMONIC,
    '--accounts',
    String(ANVIL_ACCOUNT_COUNT),
    '--state',
    stateFile,
    '--state-interval',
    String(STATE_DUMP_INTERVAL_SECONDS),
  ]
  // Asked for port 0, anvil binds a free port itself (no window for another process to take it)
  // and prints it, so its output is read; otherwise it stays silent (errors still reach stderr).
  if (parameters.port !== 0) args.push('--silent')
  const binary = resolveAnvilBinary()
  const child = spawnWithWatchdog(binary, args)
  const pid = child.pid
  if (pid === undefined) throw new ChainError(`anvil for chain ${chainId} did not start`)
  await writeFile(`${stateFile}.pid`, String(pid))

  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-outputTailBytes)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  let exitCode: number | null | undefined
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      const result = code ?? (signal ? null : 0)
      exitCode = result
      child.stdin?.destroy()
      // Gone for good: the next start need not wait for it. A start that did not wait for this
      // stop may already have written its own pid there: only our own pid is removed.
      // Synchronous, so nothing of this process can write between the read and the removal.
      removePidFile(`${stateFile}.pid`, pid)
      resolve(result)
    })
  })

  const stop = async (): Promise<void> => {
    if (exitCode !== undefined) return
    if (child.stdin) child.stdin.end()
    else child.kill('SIGTERM')
    const timer = setTimeout(() => killGroup(child), stopTimeoutMs)
    await exited
    clearTimeout(timer)
  }

  try {
    const port = parameters.port === 0 ? await waitForPort(() => output, exited) : parameters.port
    const rpcUrl = `http://127.0.0.1:${port}`
    await waitForRpc(rpcUrl, chainId, parameters.timeoutMs ?? 20_000, exited, () => output)
    return { chainId, port, rpcUrl, pid, exited, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

function removePidFile(path: string, pid: number): void {
  try {
    if (readFileSync(path, 'utf8') === String(pid)) rmSync(path, { force: true })
  } catch {
    // No pid file: nothing to remove.
  }
}

function killGroup(child: ChildProcess): void {
  try {
    if (process.platform !== 'win32' && child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    else child.kill('SIGKILL')
  } catch {
    // Already gone.
  }
}

/** The port anvil prints once it listens, or an error if it exits first. */
async function waitForPort(output: () => string, exited: Promise<number | null>): Promise<number> {
  let gone = false
  void exited.then(() => {
    gone = true
  })
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    const match = /Listening on 127\.0\.0\.1:(\d+)/.exec(output())
    if (match?.[1]) return Number(match[1])
    if (gone) break
    await sleep(15)
  }
  throw new ChainError(`anvil did not report the port it listens on:\n${output()}`)
}

async function waitForRpc(
  rpcUrl: string,
  chainId: number,
  timeoutMs: number,
  exited: Promise<number | null>,
  output: () => string,
): Promise<void> {
  let exitedWith: number | null | undefined
  void exited.then((code) => {
    exitedWith = code
  })
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exitedWith !== undefined)
      throw new ChainError(`anvil for chain ${chainId} exited with ${exitedWith}:\n${output()}`)
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.timeout(1_000),
      })
      const body = (await response.json()) as { result?: string }
      if (body.result !== undefined) {
        if (Number(body.result) !== chainId)
          throw new ChainError(
            `The node on ${rpcUrl} serves chain ${Number(body.result)}, not ${chainId}`,
          )
        return
      }
    } catch (error) {
      if (error instanceof ChainError) throw error
      // Not listening yet.
    }
    await sleep(15)
  }
  throw new ChainError(
    `anvil for chain ${chainId} did not answer within ${timeoutMs} ms:\n${output()}`,
  )
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
